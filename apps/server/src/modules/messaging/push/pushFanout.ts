import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { schema, type Db } from '@orrery/db';
import { FREQUENCY_CAP } from '@orrery/contract';
import type { KeepPushes, PushMessage, PushOutcome, PushProvider } from '../../../providers/push';
import { routeDemoPush } from '../../../providers/demoRecipients';
import { audienceWhere, type StoredAudience } from '../audience';
import { sendUnderLease, type LeaseTiming, type SendLease } from '../sendLease';
import { sqlRows } from '../../../lib/sqlRows';
import { frequencyCap, heldBackAmong, usablePushToken } from './frequencyCap';
import { dueTimesOf, endRun, isDue, markSending, writeDueTimes } from '../schedule';

const { members, memberDevices, invalidPushTokens, pushNotifications, pushRecipients } = schema;

export interface FanoutOptions extends LeaseTiming {
  /** The job's attempt, from 0: recipients whose attempts exceed it wait for the next one. */
  round?: number;
  /** The last attempt: a transient failure is then final. */
  lastRound?: boolean;
  /**
   * Aborted when the server stops (SIGTERM): the run finishes the batch or exchange under way, records
   * it, hands the recipients it claimed and did not send back to pending and ends, the message still
   * unfinished; the next process resumes it at its start.
   */
  stop?: AbortSignal;
}

type Notification = typeof pushNotifications.$inferSelect;

const audienceOf = (n: Notification): StoredAudience => ({ ...n, notificationKey: n.notificationKey });

/**
 * Adds the next members of the audience (by id, after the cursor) as pending recipients, in one
 * statement with the cursor's move; a local-time send gives each their hour (due_at) in the same
 * transaction.
 */
async function enumerate(db: Db, n: Notification, size: number): Promise<Notification> {
  const where = n.cursor
    ? and(audienceWhere(audienceOf(n)), gt(members.id, n.cursor))
    : audienceWhere(audienceOf(n));
  const local = n.sendMode === 'local' && n.sendAt;
  return db.transaction(async (tx) => {
    const [picked] = await sqlRows<{ n: number; last: string | null; ids: string[] | null }>(
      tx,
      sql`
      with picked as (select ${members.id} as id from ${members} where ${where} order by ${members.id} limit ${size}),
      added as (insert into ${pushRecipients} (notification_id, member_id) select ${n.id}, id from picked on conflict do nothing)
      select (select count(*)::int from picked) as n, (select id from picked order by id desc limit 1) as last,
        ${local ? sql`(select array_agg(id) from picked)` : sql`null::uuid[]`} as ids`,
    );
    if (local && picked?.ids?.length)
      await writeDueTimes(tx, 'push', n.id, await dueTimesOf(tx, picked.ids, local, n.timeZone ?? 'UTC'));
    const done = (picked?.n ?? 0) < size;
    const total = done
      ? sql`(select count(*)::int from ${pushRecipients} where ${pushRecipients.notificationId} = ${n.id})`
      : sql`${pushNotifications.totalUserCount}`;
    const [row] = await tx
      .update(pushNotifications)
      .set({
        cursor: picked?.last ?? n.cursor,
        enumerated: done,
        totalUserCount: total,
        modifiedAt: new Date(),
      })
      .where(eq(pushNotifications.id, n.id))
      .returning();
    return row ?? n;
  });
}

/**
 * Claims up to `size` pending recipients whose hour has come (no two runs claim the same one) and marks them
 * sending.
 */
async function claim(db: Db, id: string, size: number, round: number): Promise<string[]> {
  const rows = await sqlRows<{ member_id: string }>(
    db,
    sql`
    update ${pushRecipients} set status = 'sending', attempts = attempts + 1, modified_at = now()
    where notification_id = ${id} and member_id in (
      select member_id from ${pushRecipients}
      where notification_id = ${id} and status = 'pending' and attempts <= ${round}
        and ${isDue(pushRecipients.dueAt)}
      order by member_id limit ${size} for update skip locked)
    returning member_id`,
  );
  return rows.map((r) => r.member_id);
}

/** The usable device tokens of these members (not reported invalid). */
async function tokensOf(db: Db, ids: string[]): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ memberId: memberDevices.memberId, token: memberDevices.pushToken })
    .from(memberDevices)
    .where(and(inArray(memberDevices.memberId, ids), usablePushToken(db)));
  const map = new Map<string, string[]>();
  for (const { memberId, token } of rows) if (token) map.set(memberId, [...(map.get(memberId) ?? []), token]);
  return map;
}

const RECORDED = ['sent', 'failed', 'no_device', 'capped', 'pending'] as const;

interface Recorded {
  memberId: string;
  status: (typeof RECORDED)[number];
  error?: string;
}

/** Writes the outcomes of a batch, the invalid tokens and the counters in one transaction. */
async function record(db: Db, id: string, outcomes: Recorded[], invalid: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    const counted = { sent: 0, failed: 0, no_device: 0, capped: 0, pending: 0 };
    for (const status of RECORDED) {
      const group = outcomes.filter((o) => o.status === status);
      if (!group.length) continue;
      const errors = new Map(group.map((o) => [o.memberId, o.error ?? null]));
      const byError = new Map<string | null, string[]>();
      for (const [memberId, error] of errors) byError.set(error, [...(byError.get(error) ?? []), memberId]);
      for (const [error, ids] of byError) {
        // only recipients still being sent: one already settled is not counted again
        const changed = await tx
          .update(pushRecipients)
          .set({ status, error, modifiedAt: new Date() })
          .where(
            and(
              eq(pushRecipients.notificationId, id),
              inArray(pushRecipients.memberId, ids),
              eq(pushRecipients.status, 'sending'),
            ),
          )
          .returning({ id: pushRecipients.memberId });
        counted[status] += changed.length;
      }
    }
    if (invalid.length) {
      await tx
        .insert(invalidPushTokens)
        .values(invalid.map((token) => ({ token, reason: 'reported invalid or expired by FCM' })))
        .onConflictDoNothing();
    }
    // held back by the cap: processed, neither reached nor failed
    const { sent, capped } = counted;
    const failed = counted.failed + counted.no_device;
    await tx
      .update(pushNotifications)
      .set({
        processedCount: sql`${pushNotifications.processedCount} + ${sent + failed + capped}`,
        successfullyReachCount: sql`${pushNotifications.successfullyReachCount} + ${sent}`,
        failedCount: sql`${pushNotifications.failedCount} + ${failed}`,
        cappedCount: sql`${pushNotifications.cappedCount} + ${capped}`,
        modifiedAt: new Date(),
      })
      .where(eq(pushNotifications.id, id));
  });
}

/**
 * Recipients claimed by a run that no longer holds the notification (it died, or stalled past its lease) go
 * back to pending with their attempt given back, to be sent by this run. A run writes only while it holds
 * the lease, so none of them was recorded; the batch FCM was taking when its run died may have reached its
 * members, and is sent again: the one case in which a member may get two copies.
 */
async function reclaim(tx: Db, id: string): Promise<void> {
  await tx
    .update(pushRecipients)
    .set({
      status: 'pending',
      attempts: sql`greatest(${pushRecipients.attempts} - 1, 0)`,
      modifiedAt: new Date(),
    })
    .where(and(eq(pushRecipients.notificationId, id), eq(pushRecipients.status, 'sending')));
}

function outcomeOf(o: PushOutcome, lastRound: boolean): Recorded {
  if (o.status === 'sent') return { memberId: o.memberId, status: 'sent' };
  if (o.transient && !lastRound) return { memberId: o.memberId, status: 'pending', error: o.error };
  return { memberId: o.memberId, status: 'failed', error: o.error };
}

/**
 * Sends a notification to its audience in batches (the provider's limit: FCM 500): enumerate the next
 * members, claim pending recipients, send, record. The outbox keeps a batch in the transaction that records
 * it. Safe to run again after a stop: recipients already decided are skipped, ones a stopped run had claimed
 * are sent, and the enumeration goes on from its cursor. One run at a time (sendLease): a second one waits
 * for the first to finish, die or stall. Throws RetryLater when transient failures wait for another round.
 */
/** A stopped run's end: what it claimed and did not send waits again; the notification as it stands. */
async function handBack(lease: SendLease, id: string): Promise<Notification | undefined> {
  return lease.write(async (tx) => {
    await reclaim(tx, id);
    return (await tx.select().from(pushNotifications).where(eq(pushNotifications.id, id)))[0];
  });
}

export async function runPushFanout(db: Db, push: PushProvider, id: string, options: FanoutOptions = {}) {
  const read = async () => (await db.select().from(pushNotifications).where(eq(pushNotifications.id, id)))[0];
  return sendUnderLease(db, pushNotifications, id, options, read, (n, lease) =>
    fanOut(db, routeDemoPush(db, push), n, lease, { ...options, round: options.round ?? 0 }),
  );
}

async function fanOut(
  db: Db,
  push: PushProvider,
  first: Notification,
  lease: SendLease,
  options: FanoutOptions & { round: number },
) {
  const { id } = first;
  let n = first;
  const started = await lease.write(async (tx) => {
    await reclaim(tx, id);
    return markSending(tx, pushNotifications, id);
  });
  if (!started) return (await db.select().from(pushNotifications).where(eq(pushNotifications.id, id)))[0];
  const size = push.batchLimit;
  // read once a run: a cap changed while a send runs applies from its next run (a retry, a restart)
  const cap = await frequencyCap(db);
  // every write renews the lease; a run that lost it stops there (LeaseLost) and the newer run goes on
  for (;;) {
    if (options.stop?.aborted) return handBack(lease, id);
    if (!n.enumerated) n = await lease.write((tx) => enumerate(tx, n, size));
    const claimed = await lease.write((tx) => claim(tx, id, size, options.round));
    if (!claimed.length) {
      if (n.enumerated) break;
      continue;
    }
    const tokens = await tokensOf(db, claimed);
    const heldBack = await heldBackAmong(db, claimed, cap);
    const messages: PushMessage[] = [];
    const outcomes: Recorded[] = [];
    for (const memberId of claimed) {
      const own = tokens.get(memberId) ?? [];
      if (heldBack.has(memberId))
        outcomes.push({
          memberId,
          status: 'capped',
          error: `frequency cap: ${cap} in ${FREQUENCY_CAP.windowHours} hours`,
        });
      else if (push.needsTokens && !own.length)
        outcomes.push({ memberId, status: 'no_device', error: 'no device token' });
      else
        messages.push({
          notificationId: id,
          memberId,
          tokens: own,
          title: n.notificationTitle,
          body: n.notificationBody,
          data: { notificationKey: n.notificationKey, notificationId: id },
        });
    }
    // the outbox keeps its pushes in the transaction that records them reached (`keep`); FCM's batch is
    // recorded as soon as it answers
    const kept = new Set<string>();
    const keep: KeepPushes = async (memberIds, write) => {
      await lease.write(async (tx) => {
        await write(tx);
        await record(
          tx,
          id,
          memberIds.map((memberId) => ({ memberId, status: 'sent' })),
          [],
        );
      });
      for (const memberId of memberIds) kept.add(memberId);
    };
    const results = messages.length ? await push.send(messages, keep) : [];
    outcomes.push(
      ...results.filter((o) => !kept.has(o.memberId)).map((o) => outcomeOf(o, options.lastRound ?? false)),
    );
    if (outcomes.length)
      await lease.write((tx) =>
        record(
          tx,
          id,
          outcomes,
          results.flatMap((o) => o.invalidTokens),
        ),
      );
  }
  await endRun(db, lease, 'push', id);
  return (await db.select().from(pushNotifications).where(eq(pushNotifications.id, id)))[0];
}

/** Notifications left queued or sending (by a stopped server): sent to the queue again at start. */
export async function unfinishedPushes(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: pushNotifications.id })
    .from(pushNotifications)
    .where(inArray(pushNotifications.status, ['queued', 'sending']));
  return rows.map((r) => r.id);
}
