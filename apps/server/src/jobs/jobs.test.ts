import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import type PgBoss from 'pg-boss';
import { schema, type DbHandle } from '@orrery/db';
import { pgBossQueue, startBoss, stopBoss } from '../providers/jobs';
import { declarePurgeWork, PURGE_CRON, PURGE_QUEUE } from './purgeDeleted';
import { createStorageProvider } from '../providers/storage';
import { loadConfig } from '../config';
import { freshDatabase } from '../../test/database';
import { insertMember } from '../../test/members';

const DAY = 86_400_000;
const log = pino({ level: 'silent' });
let handle: DbHandle;
let boss: PgBoss;

async function finished(id: string): Promise<PgBoss.JobWithMetadata<unknown> | null> {
  for (let i = 0; i < 100; i += 1) {
    const job = await boss.getJobById(PURGE_QUEUE, id);
    if (job && ['completed', 'failed'].includes(job.state)) return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}

beforeAll(async () => {
  handle = await freshDatabase();
  boss = await startBoss(handle, { log, supervise: false });
  const storage = createStorageProvider(
    loadConfig({ DATA_DIR: '/tmp/orrery-jobs-test', WEB_DIST: '' }),
    handle.db,
  );
  await declarePurgeWork(pgBossQueue(boss), { db: handle.db, storage, log });
}, 60_000);
afterAll(async () => {
  await stopBoss(boss);
  await handle.close();
});

describe(`pg-boss on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('creates its schema and keeps the hourly purge schedule', async () => {
    // the schema pg-boss created and migrated on start
    const version = (await handle.db.execute(sql`select version from pgboss.version`)) as { rows: unknown[] };
    expect(version.rows).toHaveLength(1);
    const schedules = await boss.getSchedules();
    expect(schedules).toEqual([
      expect.objectContaining({ name: PURGE_QUEUE, cron: PURGE_CRON, timezone: 'UTC' }),
    ]);
  });

  it('runs the purge on demand, and a second run removes nothing', async () => {
    const gone = await insertMember(handle.db, {
      isDeleted: true,
      deletedAt: new Date(Date.now() - 61 * DAY),
    });
    const kept = await insertMember(handle.db, {
      isDeleted: true,
      deletedAt: new Date(Date.now() - 59 * DAY),
    });
    const id = await boss.send(PURGE_QUEUE, {});
    expect(id).toBeTruthy();
    const job = await finished(id ?? '');
    expect(job).toMatchObject({ state: 'completed', output: expect.objectContaining({ members: 1 }) });
    const left = await handle.db.select({ id: schema.members.id }).from(schema.members);
    expect(left.map((m) => m.id)).toEqual([kept]);
    const [record] = await handle.db
      .select()
      .from(schema.memberDeletions)
      .where(eq(schema.memberDeletions.memberId, gone));
    expect(record?.purgedAt).toBeInstanceOf(Date);

    const again = await finished((await boss.send(PURGE_QUEUE, {})) ?? '');
    expect(again).toMatchObject({ state: 'completed', output: expect.objectContaining({ members: 0 }) });
  }, 30_000);
});
