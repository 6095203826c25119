import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '@orrery/db';
import { serverSecret } from './serverSecrets';
import { FILES_PREFIX, LINK_WINDOW_S as WINDOW_S, storedKey } from '../providers/storage/types';

/**
 * Stored files are served only through signed links. A link names its expiry, rounded up to the next
 * whole hour plus one, so it stays the same for a whole hour (browsers keep the image cached) and works
 * for one to two hours; the signature is an HMAC of the file's key and that expiry.
 */
const KEY_NAME = 'file_url_key';

export interface FileLinks {
  /** `/files/a/b.jpg` → `/files/a/b.jpg?e=…&s=…`; any other value is answered unchanged. */
  sign(url: string, nowMs?: number): string;
  /** Whether `e` and `s` from a link's query are a valid, unexpired signature of the key. */
  verify(key: string, e: unknown, s: unknown, nowMs?: number): boolean;
}

export function fileLinks(secret: Buffer): FileLinks {
  const mac = (key: string, expires: number) =>
    createHmac('sha256', secret).update(`${key}\n${expires}`).digest('base64url').slice(0, 32);
  // one signature per file and window: a page of 100 cards signs 1,200 links
  let cacheWindow = 0;
  let cache = new Map<string, string>();
  return {
    sign(url, nowMs = Date.now()) {
      const key = storedKey(url);
      if (!key) return url;
      const expires = (Math.ceil(nowMs / 1000 / WINDOW_S) + 1) * WINDOW_S;
      if (expires !== cacheWindow) {
        cacheWindow = expires;
        cache = new Map();
      }
      let signed = cache.get(key);
      if (!signed) {
        signed = `${url}?e=${expires}&s=${mac(key, expires)}`;
        if (cache.size < 100_000) cache.set(key, signed);
      }
      return signed;
    },
    verify(key, e, s, nowMs = Date.now()) {
      if (typeof e !== 'string' || typeof s !== 'string' || !/^\d{1,12}$/.test(e)) return false;
      const expires = Number(e);
      if (expires * 1000 <= nowMs || expires * 1000 > nowMs + 2 * WINDOW_S * 1000) return false;
      const expected = Buffer.from(mac(key, expires));
      const given = Buffer.from(s);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** Whether a value may hold a `/files/…` string: a string that starts so, or an object or array to look into. */
const mayHoldFile = (value: unknown) =>
  typeof value === 'string' ? value.startsWith(FILES_PREFIX) : value !== null && typeof value === 'object';

/**
 * Every `/files/…` string in an answer, at any depth, as a signed link (copies only what changes). It walks
 * every answer, so it allocates nothing where nothing changes.
 */
export function signFileUrls(value: unknown, sign: (url: string) => string, depth = 0): unknown {
  if (typeof value === 'string') return value.startsWith(FILES_PREFIX) ? sign(value) : value;
  if (value === null || typeof value !== 'object' || depth > 32) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i += 1) {
      const item: unknown = value[i];
      if (!mayHoldFile(item)) continue;
      const signed = signFileUrls(item, sign, depth + 1);
      if (signed !== item) (copy ??= [...value])[i] = signed;
    }
    return copy ?? value;
  }
  if (value instanceof Date || Buffer.isBuffer(value)) return value;
  const record = value as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  for (const key in record) {
    const item = record[key];
    if (!Object.hasOwn(record, key) || !mayHoldFile(item)) continue;
    const signed = signFileUrls(item, sign, depth + 1);
    if (signed !== item) (copy ??= { ...record })[key] = signed;
  }
  return copy ?? value;
}

/**
 * The stored URL behind a link the console sends back (`/files/a.jpg?e=…&s=…` → `/files/a.jpg`), or
 * null when it is no stored file's URL.
 */
export function storedFileUrl(link: string): string | null {
  const path = link.split('?')[0] ?? '';
  return storedKey(path) ? path : null;
}

/** The key signing file links, made once per database and shared by every server process on it. */
export const fileLinkSecret = (db: Db): Promise<Buffer> => serverSecret(db, KEY_NAME);
