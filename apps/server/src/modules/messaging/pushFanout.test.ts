import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { schema } from '@orrery/db';
import { outboxPush, type PushMessage, type PushOutcome, type PushProvider } from '../../providers/push';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { insertManyMembers, insertMember } from '../../../test/members';
import { runPushFanout, RetryLater } from './pushFanout';
import { createPush } from './pushService';

let t: TestContext;
const actor = () => ({ id: t.superadmin.id, nickName: 'root' });
const texts = {
  notificationKey: 'been_liked',
  notificationTitle: 'Someone likes you',
  notificationBody: 'Open the app to see who.',
};

beforeAll(async () => {
  t = await createTestApp();
  await insertManyMembers(t.db, 1200, (i) => ({
    gender: i % 2 ? 'm' : 'f',
    country: 'Chile',
    isRegistrationComplete: true,
  }));
});
afterAll(() => t.close());

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
const expireLease = (id: string) =>
  t.db
    .update(schema.pushNotifications)
    .set({ leaseUntil: sql`now() - interval '1 second'` })
    .where(eq(schema.pushNotifications.id, id));

describe('push fan-out job', () => {
  it('a worker stopped mid-send: the next run goes on and nobody gets the message twice', async () => {
    const row = await createPush(t.db, actor(), { ...texts, countries: ['Chile'] });
    expect(row.totalUserCount).toBe(1200);
    const outbox = outboxPush(t.db, 100);
    let calls = 0;
    let stopped: () => void = () => undefined;
    const stoppedAt = new Promise<void>((resolve) => (stopped = resolve));
    // the first worker: its 4th batch is handed to the outbox, then the process dies before recording it
    const dying: PushProvider = {
      ...outbox,
      async send(messages) {
        calls += 1;
        if (calls < 4) return outbox.send(messages);
        await outbox.send(messages);
        stopped();
        return new Promise<PushOutcome[]>(() => undefined);
      },
    };
    void runPushFanout(t.db, dying, row.id);
    await stoppedAt;
    const mid = await t.db
      .select()
      .from(schema.pushNotifications)
      .where(eq(schema.pushNotifications.id, row.id));
    expect(mid[0]).toMatchObject({ status: 'sending', processedCount: 300, successfullyReachCount: 300 });

    // the restarted worker waits while the dead worker's lease lasts, then takes over
    const restarted = runPushFanout(t.db, outbox, row.id, { round: 1, leasePollMs: 20 });
    await pause(200);
    expect(await outboxCount(row.id)).toBe(400);
    await expireLease(row.id);
    const done = await restarted;
    expect(done).toMatchObject({
      status: 'done',
      totalUserCount: 1200,
      processedCount: 1200,
      successfullyReachCount: 1100,
      failedCount: 100,
    });
    const twice = await t.db.execute(sql`
      select member_id from ${schema.pushOutbox} where notification_id = ${row.id}
      group by member_id having count(*) > 1`);
    expect((twice as unknown as { rows: unknown[] }).rows).toEqual([]);
    const sentOnce = await t.db
      .select({ n: sql<number>`count(distinct member_id)::int` })
      .from(schema.pushOutbox)
      .where(eq(schema.pushOutbox.notificationId, row.id));
    expect(sentOnce[0]?.n).toBe(1200);
    // the batch in flight when the worker died is marked interrupted, not sent again
    expect(Object.fromEntries((await recipientsBy(row.id)).map((r) => [r.status, r.n]))).toEqual({
      sent: 1100,
      interrupted: 100,
    });
    // a run after the end changes nothing
    await runPushFanout(t.db, outbox, row.id);
    const after = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.pushOutbox)
      .where(eq(schema.pushOutbox.notificationId, row.id));
    expect(after[0]?.n).toBe(1200);
  });

  it('a second run waits for the first; a stalled run that lost its lease stops, counted once', async () => {
    const row = await createPush(t.db, actor(), { ...texts, countries: ['Chile'] });
    const outbox = outboxPush(t.db, 100);
    let calls = 0;
    let stalled: () => void = () => undefined;
    const stalledAt = new Promise<void>((resolve) => (stalled = resolve));
    let wake: () => void = () => undefined;
    const woken = new Promise<void>((resolve) => (wake = resolve));
    // the first run stalls on its 3rd batch after handing it over (a job past pg-boss's expiry)
    const slow: PushProvider = {
      ...outbox,
      async send(messages) {
        calls += 1;
        const outcomes = await outbox.send(messages);
        if (calls === 3) {
          stalled();
          await woken;
        }
        return outcomes;
      },
    };
    const first = runPushFanout(t.db, slow, row.id);
    await stalledAt;
    // pg-boss's retry of the same message while the first run holds it waits: nothing sent, nothing counted
    const second = runPushFanout(t.db, outbox, row.id, { round: 1, leasePollMs: 20 });
    await pause(200);
    expect(await outboxCount(row.id)).toBe(300);
    // the stall outlasts the lease: the waiting run takes over and settles the stalled batch as interrupted
    await expireLease(row.id);
    expect(await second).toMatchObject({
      status: 'done',
      processedCount: 1200,
      successfullyReachCount: 1100,
    });
    // the stalled run wakes: its batch is no longer its own, and it stops before another
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
      successfullyReachCount: 1100,
      failedCount: 100,
    });
    expect(Object.fromEntries((await recipientsBy(row.id)).map((r) => [r.status, r.n]))).toEqual({
      sent: 1100,
      interrupted: 100,
    });
    expect(await outboxCount(row.id)).toBe(1200);
  });

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
