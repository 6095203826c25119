import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Db } from '@orrery/db';
import { HttpError } from '../lib/httpErrors';
import { failImport, runImport, unfinishedImports, useImportQueue } from '../modules/pairs';

export const PAIR_IMPORT_QUEUE = 'pair-import';

interface PairImportJob {
  importId: string;
}

/**
 * Large pair files as pg-boss jobs: one job an import (singleton on its id), retried twice. A run goes
 * on from the rows already written (see `runImport`), so a retry or a restart never writes a pair twice.
 * At start, imports left queued or running by a stopped server are sent again.
 */
export async function registerPairImportJob(
  boss: PgBoss,
  deps: { db: Db; log: FastifyBaseLogger },
): Promise<void> {
  await boss.createQueue(PAIR_IMPORT_QUEUE, { name: PAIR_IMPORT_QUEUE, retryLimit: 2 });
  await boss.work<PairImportJob>(
    PAIR_IMPORT_QUEUE,
    { includeMetadata: true, pollingIntervalSeconds: 0.5 },
    async ([job]) => {
      if (!job) return;
      const { importId } = job.data;
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
        if (job.retryCount >= 2) await failImport(deps.db, importId, error);
        throw error;
      }
    },
  );
  const send = async (importId: string) => {
    await boss.send(PAIR_IMPORT_QUEUE, { importId }, { singletonKey: importId });
  };
  useImportQueue(send);
  for (const id of await unfinishedImports(deps.db)) await send(id);
}
