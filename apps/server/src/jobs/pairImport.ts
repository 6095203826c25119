import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@orrery/db';
import { HttpError } from '../lib/httpErrors';
import type { ImportJob } from '../lib/importQueue';
import type { JobQueue } from '../providers/jobs';
import { failImport, PAIR_IMPORT_QUEUE, runImport, unfinishedImports } from '../modules/pairs';

/**
 * Large pair files as jobs: one job an import (keyed by its id), retried twice. A run goes on from the rows
 * already written (see `runImport`), so a retry or a restart never writes a pair twice. At start, imports
 * left queued or running by a stopped server are sent again.
 */
export async function declarePairImportWork(
  jobs: JobQueue,
  deps: { db: Db; log: FastifyBaseLogger },
): Promise<void> {
  await jobs.work<ImportJob>(PAIR_IMPORT_QUEUE, { retries: 2, pollingS: 0.5 }, async ({ importId }, run) => {
    try {
      const done = await runImport(deps.db, importId);
      deps.log.info({ importId, pairs: done.total }, 'pair file imported');
    } catch (error) {
      // the group was deleted meanwhile, and its import with it: nothing is left to do
      if (error instanceof HttpError && error.statusCode === 404) {
        deps.log.info({ importId }, 'pair import dropped: its group was deleted');
        return;
      }
      deps.log.error({ err: error, importId }, 'pair import failed');
      if (run.lastRound) await failImport(deps.db, importId, error);
      throw error;
    }
  });
  for (const id of await unfinishedImports(deps.db)) await jobs.send(PAIR_IMPORT_QUEUE, { importId: id }, id);
}
