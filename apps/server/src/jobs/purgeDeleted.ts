import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@orrery/db';
import { purgeExpiredMembers } from '../modules/deleted-members';
import type { JobQueue } from '../providers/jobs';
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
 * The retention purge as a job: a queue that holds at most one waiting and one running job (stately), its
 * work, and the hourly schedule. `jobs.send(PURGE_QUEUE)` runs it on demand.
 */
export async function declarePurgeWork(jobs: JobQueue, deps: PurgeJobDeps, cron = PURGE_CRON): Promise<void> {
  await jobs.work(PURGE_QUEUE, { retries: 2, policy: 'stately' }, async () => {
    const report = await purgeExpiredMembers(deps.db, deps.storage, new Date());
    if (report.members > 0) deps.log.info(report, 'deleted accounts past retention removed for good');
    return report;
  });
  await jobs.schedule(PURGE_QUEUE, cron);
}
