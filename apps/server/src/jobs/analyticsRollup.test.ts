import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import type PgBoss from 'pg-boss';
import type { DbHandle } from '@orrery/db';
import { pgBossQueue, startBoss, stopBoss } from '../providers/jobs';
import { ANALYTICS_ROLLUP_CRON, ANALYTICS_ROLLUP_QUEUE, declareAnalyticsRollupWork } from './analyticsRollup';
import { freshDatabase } from '../../test/database';
import { seedAnalyticsData } from '../../test/analytics';

const log = pino({ level: 'silent' });
let handle: DbHandle;
let boss: PgBoss;

/** The job's state once it has finished. */
async function finished(id: string): Promise<PgBoss.JobWithMetadata<unknown> | null> {
  for (let i = 0; i < 200; i += 1) {
    const job = await boss.getJobById(ANALYTICS_ROLLUP_QUEUE, id);
    if (job && ['completed', 'failed'].includes(job.state)) return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}

const watermark = async () => {
  const result = (await handle.db.execute(
    sql`select last_seq, events_rolled from analytics_rollup_state`,
  )) as unknown as { rows: { last_seq: string; events_rolled: string }[] };
  return result.rows.map((r) => ({ lastSeq: Number(r.last_seq), eventsRolled: Number(r.events_rolled) }));
};

beforeAll(async () => {
  handle = await freshDatabase();
  boss = await startBoss(handle, { log, supervise: false });
}, 60_000);
afterAll(async () => {
  await stopBoss(boss);
  await handle.close();
});

describe(`analytics-rollup job on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('is scheduled every minute, counts every event once and a second run finds nothing new', async () => {
    const { events } = await seedAnalyticsData(handle.db, 12, 3);
    await declareAnalyticsRollupWork(pgBossQueue(boss), { db: handle.db, log });
    const schedules = await boss.getSchedules();
    expect(schedules).toContainEqual(
      expect.objectContaining({ name: ANALYTICS_ROLLUP_QUEUE, cron: ANALYTICS_ROLLUP_CRON, timezone: 'UTC' }),
    );
    // the start-up run counts every event ...
    for (let i = 0; i < 200 && (await watermark())[0]?.eventsRolled !== events.length; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await watermark()).toEqual([{ lastSeq: expect.any(Number), eventsRolled: events.length }]);
    // ... and a run on demand (once the queue takes one: it holds one waiting job at most) finds nothing new
    let id: string | null = null;
    for (let i = 0; i < 100 && !id; i += 1) {
      id = await boss.send(ANALYTICS_ROLLUP_QUEUE, {});
      if (!id) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const again = await finished(id ?? '');
    expect(again).toMatchObject({ state: 'completed', output: expect.objectContaining({ events: 0 }) });
    const total = (await handle.db.execute(
      sql`select sum(events)::int as n from analytics_daily`,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(Number(total.rows[0]?.n)).toBe(events.length);
  }, 60_000);
});
