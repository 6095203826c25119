import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@orrery/db';
import { markDormantMembers } from '../modules/members';
import { APP_SETTINGS_SAVED_QUEUE, type AppSettingsSaved } from '../modules/settings';
import type { JobQueue } from '../providers/jobs';

export const DORMANCY_QUEUE = 'mark-dormant-members';
/** Every hour at minute 41 (UTC). */
export const DORMANCY_CRON = '41 * * * *';

export interface DormancyJobDeps {
  db: Db;
  log: FastifyBaseLogger;
}

/**
 * The dormancy marking as a job (stately: at most one waiting and one running): hourly, and at once when a
 * save of the App Settings changes dormant_time_limit, so a new limit shows within seconds.
 */
export async function declareDormancyWork(
  jobs: JobQueue,
  deps: DormancyJobDeps,
  cron = DORMANCY_CRON,
): Promise<void> {
  await jobs.work(DORMANCY_QUEUE, { retries: 2, policy: 'stately', pollingS: 1 }, async () => {
    const report = await markDormantMembers(deps.db, new Date());
    if (report.members > 0) deps.log.info(report, 'members inactive beyond the dormancy limit made dormant');
    return report;
  });
  await jobs.schedule(DORMANCY_QUEUE, cron);
  await jobs.work<AppSettingsSaved>(
    APP_SETTINGS_SAVED_QUEUE,
    { retries: 2, pollingS: 1 },
    async ({ changed }) => {
      if (changed.includes('dormant_time_limit')) await jobs.send(DORMANCY_QUEUE);
    },
  );
}
