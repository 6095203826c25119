import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Db } from '@orrery/db';
import { markDormantMembers } from '../modules/members';
import { onAppSettingsSaved } from '../modules/settings';

export const DORMANCY_QUEUE = 'mark-dormant-members';
/** Every hour at minute 41 (UTC). */
export const DORMANCY_CRON = '41 * * * *';

export interface DormancyJobDeps {
  db: Db;
  log: FastifyBaseLogger;
}

/**
 * The dormancy marking as a pg-boss job (stately: at most one waiting and one running): hourly, and at
 * once when a save of the App Settings changes dormant_time_limit, so a new limit shows within seconds.
 * Answers the unsubscribe of that save listener.
 */
export async function registerDormancyJob(
  boss: PgBoss,
  deps: DormancyJobDeps,
  cron = DORMANCY_CRON,
): Promise<() => void> {
  await boss.createQueue(DORMANCY_QUEUE, { name: DORMANCY_QUEUE, policy: 'stately', retryLimit: 2 });
  await boss.work(DORMANCY_QUEUE, { pollingIntervalSeconds: 1 }, async () => {
    const report = await markDormantMembers(deps.db, new Date());
    if (report.members > 0) deps.log.info(report, 'members inactive beyond the dormancy limit made dormant');
    return report;
  });
  await boss.schedule(DORMANCY_QUEUE, cron, {}, { tz: 'UTC' });
  return onAppSettingsSaved((changed) => {
    if (!changed.includes('dormant_time_limit')) return;
    boss.send(DORMANCY_QUEUE, {}).catch((err: unknown) => deps.log.error({ err }, 'dormancy run not queued'));
  });
}
