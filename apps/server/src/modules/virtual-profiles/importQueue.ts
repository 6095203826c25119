import { importQueue } from '../../lib/importQueue';
import { failVirtualImport, runVirtualImport } from './imports';

/** Create all's imports: within the call when small, else on the job queue (lib/importQueue). */
export const virtualImports = importQueue(runVirtualImport, failVirtualImport);
export const useVirtualImportQueue = virtualImports.use;
