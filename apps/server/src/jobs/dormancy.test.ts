import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import pino from 'pino';
import type PgBoss from 'pg-boss';
import type { AppSettingsAnswer, MemberListAnswer } from '@orrery/contract';
import { schema, type DbHandle } from '@orrery/db';
import { pgBossQueue, startBoss } from '../providers/jobs';
import { declareDormancyWork, DORMANCY_CRON, DORMANCY_QUEUE } from './dormancy';
import { createTestApp, type TestContext } from '../../test/helpers';
import { finishedJob } from '../../test/jobs';
import { insertMember } from '../../test/members';
import { pollUntil } from '../../test/poll';

const DAY = 86_400_000;
const log = pino({ level: 'silent' });
let t: TestContext;
let boss: PgBoss;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  // pg-boss on the test app's own database (its adapter reads only the drizzle client and the kind)
  const handle = { db: t.db, kind: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' } as DbHandle;
  boss = await startBoss(handle, { log, supervise: false });
  const jobs = pgBossQueue(boss);
  await declareDormancyWork(jobs, { db: t.db, log });
  // the test app's job queue: the save through the API sends its job to pg-boss
  t.jobs.use(jobs);
  const away = (days: number | null) => (days === null ? null : new Date(Date.now() - days * DAY));
  for (const [name, days, deleted] of [
    ['away40', 40, false],
    ['away20', 20, false],
    ['away5', 5, false],
    ['never', null, false],
    ['deleted40', 40, true],
  ] as const)
    ids[name] = await insertMember(t.db, {
      nickName: name,
      isRegistrationComplete: true,
      lastActiveAt: away(days),
      isDeleted: deleted,
      deletedAt: deleted ? new Date() : null,
    });
}, 60_000);
// stops pg-boss too: it is the test app's job queue
afterAll(() => t.close());

const finished = (id: string) => finishedJob(boss, DORMANCY_QUEUE, id);

/** The account status the members list shows for one member. */
async function statusOf(name: string): Promise<string | undefined> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/user/userList/?searchBy=_id&search=${ids[name]}`,
    headers: t.auth(t.superadmin.token),
  });
  return res.json<MemberListAnswer>().items[0]?.accountStatus;
}

const dormantAudits = () =>
  t.db
    .select()
    .from(schema.auditLog)
    .where(eq(schema.auditLog.action, 'member.dormant'))
    .orderBy(desc(schema.auditLog.id));

describe('the dormancy job (app setting dormant_time_limit)', () => {
  it('is scheduled hourly', async () => {
    expect(await boss.getSchedules()).toEqual([
      expect.objectContaining({ name: DORMANCY_QUEUE, cron: DORMANCY_CRON, timezone: 'UTC' }),
    ]);
  });

  it("makes members away longer than the default 30 days dormant, with an audit row in the member's History", async () => {
    expect(await statusOf('away40')).toBe('active');
    const job = await finished((await boss.send(DORMANCY_QUEUE, {})) ?? '');
    expect(job).toMatchObject({
      state: 'completed',
      output: expect.objectContaining({ limitDays: 30, members: 1 }),
    });
    expect(await statusOf('away40')).toBe('dormant');
    expect(await statusOf('away20')).toBe('active');
    expect(await statusOf('never')).toBe('active');
    const [deleted] = await t.db
      .select()
      .from(schema.members)
      .where(eq(schema.members.id, ids.deleted40 ?? ''));
    expect(deleted?.isDormant).toBe(false);
    const [row] = await t.db
      .select()
      .from(schema.members)
      .where(eq(schema.members.id, ids.away40 ?? ''));
    expect(row).toMatchObject({ isDormant: true, isActive: false });
    const [audit] = await dormantAudits();
    expect(audit).toMatchObject({
      actorName: 'system',
      entity: 'member',
      entityId: ids.away40,
      before: { isDormant: false },
      after: expect.objectContaining({ isDormant: true, isActive: false, limitDays: 30 }),
    });
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/audit-log/history?entity=member&entityId=${ids.away40}`,
      headers: t.auth(t.superadmin.token),
    });
    expect(history.json<{ item: { action: string; actorName: string }[] }>().item[0]).toMatchObject({
      action: 'member.dormant',
      actorName: 'system',
    });
    // a second run finds nobody new and writes no audit row
    const again = await finished((await boss.send(DORMANCY_QUEUE, {})) ?? '');
    expect(again).toMatchObject({ state: 'completed', output: expect.objectContaining({ members: 0 }) });
    expect(await dormantAudits()).toHaveLength(1);
  }, 30_000);

  it('follows a new limit saved through the API at once: 10 days makes the member away 20 days dormant', async () => {
    const loaded = (
      await t.app.inject({
        method: 'GET',
        url: '/api/setting/app-settings',
        headers: t.auth(t.superadmin.token),
      })
    ).json<AppSettingsAnswer>();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/setting/app-settings',
      headers: t.auth(t.superadmin.token),
      payload: { items: [{ key: 'dormant_time_limit', value: 10 }], version: loaded.version },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // the save queued a run: no waiting for the hourly one
    const status = await pollUntil(
      () => statusOf('away20'),
      (s) => s === 'dormant',
    );
    expect(status).toBe('dormant');
    expect(await statusOf('away5')).toBe('active');
    const [audit] = await dormantAudits();
    expect(audit).toMatchObject({ entityId: ids.away20, after: expect.objectContaining({ limitDays: 10 }) });
  }, 30_000);
});
