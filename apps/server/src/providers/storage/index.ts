import { join } from 'node:path';
import type { Config } from '../../config';
import { localStorage } from './local';
import type { StorageProvider } from './types';

export type { StorageProvider } from './types';
export { FILES_PREFIX } from './types';

export const filesRoot = (config: Config) => join(config.dataDir, 'files');

export function createStorageProvider(config: Config): StorageProvider {
  return localStorage(filesRoot(config));
}
