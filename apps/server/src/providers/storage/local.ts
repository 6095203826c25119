import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import { fileLinks, storedFileUrl, type FileLinks } from '../../lib/fileLinks';
import { FILES_PREFIX, type StorageProvider } from './types';

/**
 * Files under `<DATA_DIR>/files`, served by the app at /files/ to a signed link only; `linkKey` answers
 * the key that signs them (kept in the database, so every process on one database signs alike).
 */
export function localStorage(root: string, linkKey: () => Promise<Buffer>): StorageProvider {
  const pathOf = (key: string) => {
    const path = normalize(join(root, key));
    if (!path.startsWith(normalize(root + '/'))) throw new Error(`storage key escapes the root: ${key}`);
    return path;
  };
  const keyOf = (url: string) => (url.startsWith(FILES_PREFIX) ? url.slice(FILES_PREFIX.length) : null);
  let links: Promise<FileLinks> | undefined;
  const signer = () => {
    links ??= linkKey().then(fileLinks, (error: unknown) => {
      links = undefined;
      throw error;
    });
    return links;
  };
  return {
    name: 'local',
    linkOrigins: [],
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
      return FILES_PREFIX + key;
    },
    async has(url) {
      const key = keyOf(url);
      if (!key || !/^[a-z0-9/_-]+\.[a-z]+$/.test(key)) return false;
      return stat(pathOf(key)).then(
        (s) => s.isFile(),
        () => false,
      );
    },
    async url(stored) {
      return (await signer()).sign(stored);
    },
    storedOf: storedFileUrl,
    async remove(url) {
      const key = keyOf(url);
      if (key) await rm(pathOf(key), { force: true });
    },
  };
}
