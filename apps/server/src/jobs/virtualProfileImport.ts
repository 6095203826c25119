import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@orrery/db';
import { HttpError } from '../lib/httpErrors';
import type { ImportJob } from '../lib/importQueue';
import type { JobQueue } from '../providers/jobs';
import {
  failVirtualImport,
  runVirtualImport,
  unfinishedVirtualImports,
  VIRTUAL_IMPORT_QUEUE,
} from '../modules/virtual-profiles';

/**
 * "Create all" of many virtual profiles as jobs: one job an import (keyed by its id), retried twice. A run
 * goes on from the rows already created, so a retry or a restart creates nobody twice. At start, imports
 * left queued or running by a stopped server are sent again.
 */
export async function declareVirtualImportWork(
  jobs: JobQueue,
  deps: { db: Db; log: FastifyBaseLogger },
): Promise<void> {
  await jobs.work<ImportJob>(
    VIRTUAL_IMPORT_QUEUE,
    { retries: 2, pollingS: 0.5 },
    async ({ importId }, run) => {
      try {
        const done = await runVirtualImport(deps.db, importId);
        deps.log.info({ importId, rows: done.total }, 'virtual profiles created');
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 404) return;
        deps.log.error({ err: error, importId }, 'virtual profile import failed');
        if (run.lastRound) await failVirtualImport(deps.db, importId, error);
        throw error;
      }
    },
  );
  for (const id of await unfinishedVirtualImports(deps.db))
    await jobs.send(VIRTUAL_IMPORT_QUEUE, { importId: id }, id);
}
