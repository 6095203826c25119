import { join } from 'node:path';
import type { Db } from '@orrery/db';
import type { Config } from '../../config';
import { fileLinkSecret } from '../../lib/fileLinks';
import { localStorage } from './local';
import { s3Storage } from './s3';
import type { StorageProvider } from './types';

export type { StorageProvider } from './types';
export { FILES_PREFIX } from './types';

export const filesRoot = (config: Config) => join(config.dataDir, 'files');

/** S3 when `S3_BUCKET` is set; otherwise the local disk under `<DATA_DIR>/files`. */
export function createStorageProvider(config: Config, db: Db): StorageProvider {
  if (config.s3) return s3Storage(config.s3);
  return localStorage(filesRoot(config), () => fileLinkSecret(db));
}
