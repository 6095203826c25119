import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { schema } from '@orrery/db';
import { pgBossQueue } from '../providers/jobs';
import { declarePurgeWork, PURGE_CRON, PURGE_QUEUE } from './purgeDeleted';
import { createStorageProvider } from '../providers/storage';
import { loadConfig } from '../config';
import { finishedJob, usePgBoss } from '../../test/jobs';
import { insertMember } from '../../test/members';

const DAY = 86_400_000;
const log = pino({ level: 'silent' });
const pg = usePgBoss();
const finished = (id: string) => finishedJob(pg.boss, PURGE_QUEUE, id);

beforeAll(async () => {
  const storage = createStorageProvider(
    loadConfig({ DATA_DIR: '/tmp/orrery-jobs-test', WEB_DIST: '' }),
    pg.db,
  );
  await declarePurgeWork(pgBossQueue(pg.boss), { db: pg.db, storage, log });
}, 60_000);

describe(`pg-boss on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('creates its schema and keeps the hourly purge schedule', async () => {
    // the schema pg-boss created and migrated on start
    const version = (await pg.db.execute(sql`select version from pgboss.version`)) as { rows: unknown[] };
    expect(version.rows).toHaveLength(1);
    const schedules = await pg.boss.getSchedules();
    expect(schedules).toEqual([
      expect.objectContaining({ name: PURGE_QUEUE, cron: PURGE_CRON, timezone: 'UTC' }),
    ]);
  });

  it('runs the purge on demand, and a second run removes nothing', async () => {
    const gone = await insertMember(pg.db, {
      isDeleted: true,
      deletedAt: new Date(Date.now() - 61 * DAY),
    });
    const kept = await insertMember(pg.db, {
      isDeleted: true,
      deletedAt: new Date(Date.now() - 59 * DAY),
    });
    const id = await pg.boss.send(PURGE_QUEUE, {});
    expect(id).toBeTruthy();
    const job = await finished(id ?? '');
    expect(job).toMatchObject({ state: 'completed', output: expect.objectContaining({ members: 1 }) });
    const left = await pg.db.select({ id: schema.members.id }).from(schema.members);
    expect(left.map((m) => m.id)).toEqual([kept]);
    const [record] = await pg.db
      .select()
      .from(schema.memberDeletions)
      .where(eq(schema.memberDeletions.memberId, gone));
    expect(record?.purgedAt).toBeInstanceOf(Date);

    const again = await finished((await pg.boss.send(PURGE_QUEUE, {})) ?? '');
    expect(again).toMatchObject({ state: 'completed', output: expect.objectContaining({ members: 0 }) });
  }, 30_000);
});
