export interface StorageProvider {
  readonly name: 'local' | 's3';
  /**
   * Stores the bytes under a key such as `admins/<uuid>.jpg` and answers the stored reference,
   * `/files/<key>` on every provider: what the database keeps, never a signed link.
   */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  /** Whether a stored reference answered by `put` still points at a stored file. */
  has(stored: string): Promise<boolean>;
  remove(stored: string): Promise<void>;
  /**
   * The signed, expiring address the console loads a stored file from (local: `/files/<key>?e=…&s=…`,
   * S3: a presigned GET). The same for an hour, valid one to two hours. Anything that is no stored
   * reference is answered unchanged.
   */
  url(stored: string): Promise<string>;
  /** The stored reference behind a link `url` answered (or a stored reference itself); null for anything else. */
  storedOf(link: string): string | null;
  /** Origins other than the app's own that the links point at (the content security policy allows them). */
  readonly linkOrigins: readonly string[];
}

export const FILES_PREFIX = '/files/';

/** A stored reference as `put` answers it: `/files/<folders>/<name>.<ext>`, nothing else. */
const STORED = /^\/files\/((?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.[A-Za-z0-9]+)$/;

/** The key of a stored reference (`/files/a/b.jpg` → `a/b.jpg`), or null when it is none. */
export const storedKey = (stored: string): string | null => STORED.exec(stored)?.[1] ?? null;

/** Links are the same for a whole window and expire one to two windows after they are made. */
export const LINK_WINDOW_S = 3600;
