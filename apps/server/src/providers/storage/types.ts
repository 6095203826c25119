export interface StorageProvider {
  readonly name: 'local' | 's3';
  /** Stores the bytes under a key such as `admins/<uuid>.jpg` and answers the URL the console loads. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  /** Whether a URL answered by `put` still points at a stored file. */
  has(url: string): Promise<boolean>;
  remove(url: string): Promise<void>;
}

export const FILES_PREFIX = '/files/';
