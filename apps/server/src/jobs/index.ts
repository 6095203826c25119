import type { FastifyBaseLogger } from 'fastify';
import type { DbHandle } from '@orrery/db';
import type { StorageProvider } from '../providers/storage';
import { startBoss, stopBoss } from './boss';
import { registerPurgeJob } from './purgeDeleted';

/**
 * Starts pg-boss on the app's database with every worker and schedule; answers the function that stops
 * it. A queue that cannot start is logged and leaves the API serving (stop is then a no-op).
 */
export async function startJobs(
  handle: DbHandle,
  storage: StorageProvider,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  try {
    const boss = await startBoss(handle, { log });
    await registerPurgeJob(boss, { db: handle.db, storage, log });
    log.info({ queue: 'pg-boss', database: handle.kind }, 'jobs started: retention purge hourly');
    return () => stopBoss(boss);
  } catch (error) {
    log.error({ err: error }, 'jobs did not start: the retention purge will not run');
    return async () => undefined;
  }
}
