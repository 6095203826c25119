import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { schema } from '@orrery/db';
import { outboxPush, type PushMessage, type PushOutcome, type PushProvider } from '../../../providers/push';
import { useTestApp } from '../../../../test/helpers';
import { insertManyMembers, insertMember } from '../../../../test/members';
import { expireLease, holderDied, stallAt } from '../../../../test/sends';
import { runPushFanout } from './pushFanout';
import { RetryLater } from '../sendLease';
import { createPush } from './pushService';

const t = useTestApp();
const actor = () => ({ id: t.superadmin.id, nickName: 'root' });
const texts = {
  notificationKey: 'been_liked',
  notificationTitle: 'Someone likes you',
  notificationBody: 'Open the app to see who.',
};

beforeAll(async () => {
  await insertManyMembers(t.db, 1200, (i) => ({
    gender: i % 2 ? 'm' : 'f',
    country: 'Chile',
    isRegistrationComplete: true,
  }));
});

const recipientsBy = async (id: string) =>
  t.db
    .select({ status: schema.pushRecipients.status, n: sql<number>`count(*)::int` })
    .from(schema.pushRecipients)
    .where(eq(schema.pushRecipients.notificationId, id))
    .groupBy(schema.pushRecipients.status);

const outboxCount = async (id: string) => {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(schema.pushOutbox)
    .where(eq(schema.pushOutbox.notificationId, id));
  return row?.n ?? 0;
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const statuses = async (id: string) =>
  Object.fromEntries((await recipientsBy(id)).map((r) => [r.status, r.n]));
/** An FCM-like provider that reaches everyone and notes whom; `hold(call)` may keep a call waiting. */
function recordingPush(
  reached: string[],
  hold: (call: number) => Promise<void> | undefined = () => undefined,
) {
  let calls = 0;
  const provider: PushProvider = {
    name: 'fcm',
    batchLimit: 100,
    needsTokens: false,
    async send(messages) {
      calls += 1;
      reached.push(...messages.map((m) => m.memberId));
      await hold(calls);
      return messages.map((m) => ({
        memberId: m.memberId,
        status: 'sent',
        transient: false,
        invalidTokens: [],
      }));
    },
  };
  return provider;
}
/**
 * A push to the 1,200 members of Chile, and a first run of it whose provider reaches everyone and keeps its
 * `at`-th call waiting until `wake()`: answered once that call is waiting.
 */
async function firstRunStalledAt(at: number) {
  const row = await createPush(t.db, actor(), { ...texts, countries: ['Chile'] });
  const reached: string[] = [];
  const stall = stallAt(at);
  const first = runPushFanout(t.db, recordingPush(reached, stall.hold), row.id);
  await stall.reached;
  return { row, reached, first, wake: stall.wake };
}
const repeated = (reached: string[]) => {
  const seen = new Map<string, number>();
  for (const id of reached) seen.set(id, (seen.get(id) ?? 0) + 1);
  return [...seen.values()].filter((n) => n > 1).length;
};

describe('push fan-out job', () => {
  it('the outbox keeps a batch with its record: a run that died inside it left nothing, the next sends it once', async () => {
    const row = await createPush(t.db, actor(), { ...texts, countries: ['Chile'] });
    expect(row.totalUserCount).toBe(1200);
    const outbox = outboxPush(t.db, 100);
    let calls = 0;
    // the first run writes its 4th batch to the outbox and dies before that transaction commits
    const dying: PushProvider = {
      ...outbox,
      async send(messages, keep) {
        calls += 1;
        if (calls < 4) return outbox.send(messages, keep);
        return outbox.send(messages, (ids, write) =>
          keep!(ids, async (tx) => {
            await write(tx);
            throw new Error('the process died');
          }),
        );
      },
    };
    await expect(runPushFanout(t.db, dying, row.id)).rejects.toThrow('the process died');
    await holderDied(t.db, schema.pushNotifications, row.id);
    expect(await outboxCount(row.id)).toBe(300);
    expect(await statuses(row.id)).toEqual({ sent: 300, sending: 100 });

    // the restarted run takes over at once (its holder is dead) and sends the batch that was claimed
    const done = await runPushFanout(t.db, outbox, row.id, { leasePollMs: 20 });
    expect(done).toMatchObject({
      status: 'done',
      totalUserCount: 1200,
      processedCount: 1200,
      successfullyReachCount: 1200,
      failedCount: 0,
    });
    const twice = await t.db.execute(sql`
      select member_id from ${schema.pushOutbox} where notification_id = ${row.id}
      group by member_id having count(*) > 1`);
    expect((twice as unknown as { rows: unknown[] }).rows).toEqual([]);
    expect(await outboxCount(row.id)).toBe(1200);
    expect(await statuses(row.id)).toEqual({ sent: 1200 });
    // a run after the end changes nothing
    await runPushFanout(t.db, outbox, row.id);
    expect(await outboxCount(row.id)).toBe(1200);
  });

  it('a run that died while FCM took a batch: the next sends that batch again, the rest once, counts exact', async () => {
    // the 4th call reaches its members and does not answer while the process is gone
    const { row, reached, first, wake } = await firstRunStalledAt(4);
    await holderDied(t.db, schema.pushNotifications, row.id);
    const done = await runPushFanout(t.db, recordingPush(reached), row.id, { leasePollMs: 20 });
    expect(done).toMatchObject({
      status: 'done',
      processedCount: 1200,
      successfullyReachCount: 1200,
      failedCount: 0,
    });
    expect(await statuses(row.id)).toEqual({ sent: 1200 });
    expect(new Set(reached).size).toBe(1200);
    // the one batch whose answer was lost with the process, and no other, reached its members twice
    expect(reached).toHaveLength(1300);
    expect(repeated(reached)).toBe(100);
    // were the dead run to answer after all, it would find its lease gone and write nothing
    wake();
    await first;
    expect(await statuses(row.id)).toEqual({ sent: 1200 });
    expect(reached).toHaveLength(1300);
  });

  it('a second run waits while a live run holds the message; a stalled run that lost its lease writes nothing more', async () => {
    // the first run stalls in its 3rd call after the provider took the batch (a job past pg-boss's expiry)
    const { row, reached, first, wake } = await firstRunStalledAt(3);
    // pg-boss's retry of the same message while the first run lives waits: nothing sent, nothing counted
    const second = runPushFanout(t.db, recordingPush(reached), row.id, { round: 1, leasePollMs: 20 });
    await pause(200);
    expect(reached).toHaveLength(300);
    // the stall outlasts the lease: the waiting run takes over and sends the stalled batch again
    await expireLease(t.db, schema.pushNotifications, row.id);
    expect(await second).toMatchObject({
      status: 'done',
      processedCount: 1200,
      successfullyReachCount: 1200,
    });
    // the stalled run wakes: its lease is gone, it records nothing and sends no other batch
    wake();
    await first;
    const [end] = await t.db
      .select()
      .from(schema.pushNotifications)
      .where(eq(schema.pushNotifications.id, row.id));
    expect(end).toMatchObject({
      status: 'done',
      totalUserCount: 1200,
      processedCount: 1200,
      successfullyReachCount: 1200,
      failedCount: 0,
    });
    expect(await statuses(row.id)).toEqual({ sent: 1200 });
    expect(reached).toHaveLength(1300);
    expect(repeated(reached)).toBe(100);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'PostgreSQL: a run whose own connection broke is taken over at once and writes nothing more',
    async () => {
      const { row, reached, first, wake } = await firstRunStalledAt(3);
      // the connection that holds the first run's liveness ends (its lease itself is two minutes long)
      await t.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = 'orrery-send-run' and datname = current_database()`);
      const done = await runPushFanout(t.db, recordingPush(reached), row.id, { leasePollMs: 20 });
      expect(done).toMatchObject({ status: 'done', processedCount: 1200, successfullyReachCount: 1200 });
      wake();
      await expect(first).rejects.toThrow('the sending run lost its database connection');
      expect(await statuses(row.id)).toEqual({ sent: 1200 });
      expect(reached).toHaveLength(1300);
      expect(repeated(reached)).toBe(100);
    },
  );

  it('transient failures wait for the next round; invalid tokens are never used again', async () => {
    const ana = await insertMember(t.db, { country: 'Peru', isRegistrationComplete: true });
    const bia = await insertMember(t.db, { country: 'Peru', isRegistrationComplete: true });
    const caio = await insertMember(t.db, { country: 'Peru', isRegistrationComplete: true });
    await t.db.insert(schema.memberDevices).values([
      { memberId: ana, platform: 'android', pushToken: 'ana-good' },
      { memberId: ana, platform: 'ios', pushToken: 'ana-expired' },
      { memberId: bia, platform: 'ios', pushToken: 'bia-busy' },
    ]);
    const seen: string[][] = [];
    let busy = true;
    // an FCM-like provider: expired tokens are reported, bia's device is busy the first time
    const fake: PushProvider = {
      name: 'fcm',
      batchLimit: 500,
      needsTokens: true,
      async send(messages: PushMessage[]) {
        seen.push(messages.flatMap((m) => m.tokens).sort());
        return messages.map((m): PushOutcome => {
          if (m.memberId === bia && busy)
            return {
              memberId: m.memberId,
              status: 'failed',
              transient: true,
              error: 'messaging/server-unavailable',
              invalidTokens: [],
            };
          return {
            memberId: m.memberId,
            status: 'sent',
            transient: false,
            invalidTokens: m.tokens.filter((x) => x.endsWith('expired')),
          };
        });
      },
    };
    const row = await createPush(t.db, actor(), { ...texts, countries: ['Peru'] });
    await expect(runPushFanout(t.db, fake, row.id, { round: 0 })).rejects.toBeInstanceOf(RetryLater);
    busy = false;
    const done = await runPushFanout(t.db, fake, row.id, { round: 1 });
    expect(done).toMatchObject({
      status: 'done',
      totalUserCount: 3,
      successfullyReachCount: 2,
      failedCount: 1,
    });
    expect(seen).toEqual([['ana-expired', 'ana-good', 'bia-busy'], ['bia-busy']]);
    const [caioRow] = await t.db
      .select()
      .from(schema.pushRecipients)
      .where(and(eq(schema.pushRecipients.notificationId, row.id), eq(schema.pushRecipients.memberId, caio)));
    expect(caioRow).toMatchObject({ status: 'no_device', error: 'no device token' });
    const [biaRow] = await t.db
      .select()
      .from(schema.pushRecipients)
      .where(and(eq(schema.pushRecipients.notificationId, row.id), eq(schema.pushRecipients.memberId, bia)));
    expect(biaRow).toMatchObject({ status: 'sent', attempts: 2 });

    // the next push leaves the expired token out
    seen.length = 0;
    const next = await createPush(t.db, actor(), { ...texts, userIds: [ana] });
    await runPushFanout(t.db, fake, next.id);
    expect(seen).toEqual([['ana-good']]);
  });
});
