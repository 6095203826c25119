import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { pgBossQueue } from '../providers/jobs';
import { ANALYTICS_ROLLUP_CRON, ANALYTICS_ROLLUP_QUEUE, declareAnalyticsRollupWork } from './analyticsRollup';
import { seedAnalyticsData } from '../../test/analytics';
import { finishedJob, usePgBoss } from '../../test/jobs';
import { pollUntil } from '../../test/poll';

const log = pino({ level: 'silent' });
const pg = usePgBoss();

const watermark = async () => {
  const result = (await pg.db.execute(
    sql`select last_seq, events_rolled from analytics_rollup_state`,
  )) as unknown as { rows: { last_seq: string; events_rolled: string }[] };
  return result.rows.map((r) => ({ lastSeq: Number(r.last_seq), eventsRolled: Number(r.events_rolled) }));
};

describe(`analytics-rollup job on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('is scheduled every minute, counts every event once and a second run finds nothing new', async () => {
    const { events } = await seedAnalyticsData(pg.db, 12, 3);
    await declareAnalyticsRollupWork(pgBossQueue(pg.boss), { db: pg.db, log });
    const schedules = await pg.boss.getSchedules();
    expect(schedules).toContainEqual(
      expect.objectContaining({ name: ANALYTICS_ROLLUP_QUEUE, cron: ANALYTICS_ROLLUP_CRON, timezone: 'UTC' }),
    );
    // the start-up run counts every event ...
    await pollUntil(watermark, (w) => w[0]?.eventsRolled === events.length, { tries: 200 });
    expect(await watermark()).toEqual([{ lastSeq: expect.any(Number), eventsRolled: events.length }]);
    // ... and a run on demand (once the queue takes one: it holds one waiting job at most) finds nothing new
    const id = await pollUntil(
      () => pg.boss.send(ANALYTICS_ROLLUP_QUEUE, {}),
      (sent) => !!sent,
    );
    const again = await finishedJob(pg.boss, ANALYTICS_ROLLUP_QUEUE, id ?? '', 200);
    expect(again).toMatchObject({ state: 'completed', output: expect.objectContaining({ events: 0 }) });
    const total = (await pg.db.execute(
      sql`select sum(events)::int as n from analytics_daily`,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(Number(total.rows[0]?.n)).toBe(events.length);
  }, 60_000);
});
