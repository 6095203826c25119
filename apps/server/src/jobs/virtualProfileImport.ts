import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Db } from '@orrery/db';
import { HttpError } from '../lib/httpErrors';
import {
  failVirtualImport,
  runVirtualImport,
  unfinishedVirtualImports,
  useVirtualImportQueue,
} from '../modules/virtual-profiles';

export const VIRTUAL_IMPORT_QUEUE = 'virtual-profile-import';

interface VirtualImportJob {
  importId: string;
}

/**
 * "Create all" of many virtual profiles as pg-boss jobs: one job an import (singleton on its id), retried
 * twice. A run goes on from the rows already created, so a retry or a restart creates nobody twice. At
 * start, imports left queued or running by a stopped server are sent again.
 */
export async function registerVirtualImportJob(
  boss: PgBoss,
  deps: { db: Db; log: FastifyBaseLogger },
): Promise<void> {
  await boss.createQueue(VIRTUAL_IMPORT_QUEUE, { name: VIRTUAL_IMPORT_QUEUE, retryLimit: 2 });
  await boss.work<VirtualImportJob>(
    VIRTUAL_IMPORT_QUEUE,
    { includeMetadata: true, pollingIntervalSeconds: 0.5 },
    async ([job]) => {
      if (!job) return;
      const { importId } = job.data;
      try {
        const done = await runVirtualImport(deps.db, importId);
        deps.log.info({ importId, rows: done.total }, 'virtual profiles created');
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 404) return;
        deps.log.error({ err: error, importId }, 'virtual profile import failed');
        if (job.retryCount >= 2) await failVirtualImport(deps.db, importId, error);
        throw error;
      }
    },
  );
  const send = async (importId: string) => {
    await boss.send(VIRTUAL_IMPORT_QUEUE, { importId }, { singletonKey: importId });
  };
  useVirtualImportQueue(send);
  for (const id of await unfinishedVirtualImports(deps.db)) await send(id);
}
