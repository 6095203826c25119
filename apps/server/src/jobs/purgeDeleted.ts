import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Db } from '@orrery/db';
import { purgeExpiredMembers } from '../modules/deleted-members';
import type { StorageProvider } from '../providers/storage';

export const PURGE_QUEUE = 'purge-deleted-members';
/** Every hour at minute 17 (UTC). */
export const PURGE_CRON = '17 * * * *';

export interface PurgeJobDeps {
  db: Db;
  storage: StorageProvider;
  log: FastifyBaseLogger;
}

/**
 * The retention purge as a pg-boss job: a queue that holds at most one waiting and one running job
 * (stately), its worker, and the hourly schedule. `boss.send(PURGE_QUEUE)` runs it on demand.
 */
export async function registerPurgeJob(boss: PgBoss, deps: PurgeJobDeps, cron = PURGE_CRON): Promise<void> {
  await boss.createQueue(PURGE_QUEUE, { name: PURGE_QUEUE, policy: 'stately', retryLimit: 2 });
  await boss.work(PURGE_QUEUE, async () => {
    const report = await purgeExpiredMembers(deps.db, deps.storage, new Date());
    if (report.members > 0) deps.log.info(report, 'deleted accounts past retention removed for good');
    return report;
  });
  await boss.schedule(PURGE_QUEUE, cron, {}, { tz: 'UTC' });
}
