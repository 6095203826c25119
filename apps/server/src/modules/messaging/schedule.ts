import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  localInstant,
  scheduleMessages as m,
  scheduleOf,
  type Schedule,
  type ScheduleInput,
} from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { writeAudit, type Actor } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/httpErrors';
import { timeZoneAt } from '../../providers/places/timezone';
import type { SendKind } from './queue';
import { RetryLater, type SendLease } from './sendLease';

const { emailMessages, emailRecipients, members, pushNotifications, pushRecipients } = schema;

/** A kind of send's messages, its recipients, and the recipients' column naming their message. */
export const tablesOf = (kind: SendKind) =>
  kind === 'push'
    ? { messages: pushNotifications, recipients: pushRecipients, messageId: pushRecipients.notificationId }
    : { messages: emailMessages, recipients: emailRecipients, messageId: emailRecipients.emailId };

/** A recipient whose hour has come: at once (no due time), or its local time has passed. */
export const isDue = (dueAt: typeof pushRecipients.dueAt | typeof emailRecipients.dueAt) =>
  sql`(${dueAt} is null or ${dueAt} <= now())`;

/** The send's schedule (null: now), or a 400 naming Send At. */
export function checkSchedule(input: ScheduleInput, zone: string, now = new Date()): Schedule | null {
  const checked = scheduleOf(input, zone, now);
  if ('problem' in checked) throw badRequest(checked.problem);
  return checked.schedule;
}

/** The columns a new message takes from its schedule: scheduled until its first run, or queued now. */
export const scheduledColumns = (schedule: Schedule | null) =>
  schedule
    ? {
        status: 'scheduled' as const,
        sendMode: schedule.mode,
        sendAt: schedule.sendAt,
        timeZone: schedule.timeZone,
        nextRunAt: schedule.firstRun,
      }
    : {};

/**
 * When a local-time send reaches each of these members: its wall time in the zone of the member's place
 * (their current location), or in the company's zone for a member without one.
 */
export async function dueTimesOf(
  db: Db,
  memberIds: readonly string[],
  sendAt: string,
  companyZone: string,
): Promise<{ ids: string[]; dues: string[] }> {
  const ids: string[] = [];
  const dues: string[] = [];
  if (!memberIds.length) return { ids, dues };
  const places = await db
    .select({ id: members.id, lat: members.lat, lng: members.lng })
    .from(members)
    .where(inArray(members.id, [...memberIds]));
  for (const { id, lat, lng } of places) {
    const zone = lat !== null && lng !== null ? timeZoneAt(lat, lng) : null;
    ids.push(id);
    dues.push(localInstant(sendAt, zone, companyZone).toISOString());
  }
  return { ids, dues };
}

/** Writes the recipients' due times of a local-time send (dueTimesOf) in one statement. */
export async function writeDueTimes(
  tx: Db,
  kind: SendKind,
  messageId: string,
  due: { ids: string[]; dues: string[] },
): Promise<void> {
  if (!due.ids.length) return;
  const { recipients, messageId: column } = tablesOf(kind);
  await tx.execute(sql`
    update ${recipients} set due_at = v.due
    from unnest(${sql.param(due.ids)}::uuid[], ${sql.param(due.dues)}::timestamptz[]) as v(id, due)
    where ${column} = ${messageId} and ${recipients.memberId} = v.id`);
}

/** The sends whose time has come (scheduled, or a local-time send waiting for its next zone). */
export async function dueSends(db: Db): Promise<{ kind: SendKind; id: string }[]> {
  const due = (table: typeof pushNotifications | typeof emailMessages) =>
    db
      .select({ id: table.id })
      .from(table)
      .where(and(inArray(table.status, ['scheduled', 'waiting']), sql`${table.nextRunAt} <= now()`));
  const [pushes, emails] = [await due(pushNotifications), await due(emailMessages)];
  return [
    ...pushes.map(({ id }) => ({ kind: 'push' as const, id })),
    ...emails.map(({ id }) => ({ kind: 'email' as const, id })),
  ];
}

/**
 * Cancels a send that has not started, or a local-time send between its zones: the message is cancelled
 * and its recipients still waiting are too, with one audit row. A send that runs (or ran) is refused
 * (409); a run that starts meanwhile finds it cancelled and sends nothing (runPushFanout, runEmailSend).
 */
export async function cancelSend(db: Db, actor: Actor, kind: SendKind, id: string): Promise<void> {
  const { messages: table, recipients, messageId: column } = tablesOf(kind);
  await db.transaction(async (tx) => {
    const now = new Date();
    const [cancelled] = await tx
      .update(table)
      .set({ status: 'cancelled', cancelledAt: now, cancelledBy: actor.id, nextRunAt: null, modifiedAt: now })
      .where(and(eq(table.id, id), inArray(table.status, ['scheduled', 'waiting'])))
      .returning({ id: table.id, processedCount: table.processedCount });
    if (!cancelled) {
      const [exists] = await tx.select({ status: table.status }).from(table).where(eq(table.id, id));
      throw exists ? conflict(m.notCancellable) : notFound(m.notFound);
    }
    const dropped = await tx
      .update(recipients)
      .set({ status: 'cancelled', modifiedAt: now })
      .where(and(eq(column, id), eq(recipients.status, 'pending')))
      .returning({ id: recipients.memberId });
    await writeAudit(tx, actor, {
      action: 'cancel',
      entity: kind === 'push' ? 'push_notification' : 'email',
      entityId: id,
      after: { status: 'cancelled', alreadySent: cancelled.processedCount, notSent: dropped.length },
    });
  });
}

type Message = typeof pushNotifications | typeof emailMessages;

/**
 * A run's start: the message is being sent. False when it was cancelled (or finished) before: the run sends
 * nothing. The cancellation's update and this one are on the same row, so exactly one of them wins.
 */
export async function markSending(tx: Db, table: Message, id: string): Promise<boolean> {
  const started = await tx
    .update(table)
    .set({ status: 'sending', nextRunAt: null })
    .where(and(eq(table.id, id), inArray(table.status, ['scheduled', 'queued', 'sending', 'waiting'])))
    .returning({ id: table.id });
  return started.length > 0;
}

/**
 * What a run leaves waiting: recipients due now (to try again: transient failures, or an hour that came
 * during the run) and, of a local-time send, when the next member's hour comes.
 */
export async function leftToSend(
  db: Db,
  kind: SendKind,
  id: string,
): Promise<{ dueNow: number; next: Date | null }> {
  const { recipients: table, messageId: column } = tablesOf(kind);
  const [row] = await db
    .select({
      dueNow: sql<number>`(count(*) filter (where ${isDue(table.dueAt)}))::int`,
      next: sql<string | null>`min(${table.dueAt}) filter (where ${table.dueAt} > now())`,
    })
    .from(table)
    .where(and(eq(column, id), eq(table.status, 'pending')));
  return { dueNow: row?.dueNow ?? 0, next: row?.next ? new Date(row.next) : null };
}

/**
 * A run's end, under its lease: recipients due now still waiting (transient failures, or an hour that came
 * during the run) make the job try again (RetryLater); a local-time send with members whose hour is still
 * to come waits for the next one; otherwise the send is done.
 */
export async function endRun(db: Db, lease: SendLease, kind: SendKind, id: string): Promise<void> {
  const { messages: table } = tablesOf(kind);
  const { dueNow, next } = await leftToSend(db, kind, id);
  if (dueNow > 0) throw new RetryLater(dueNow);
  const now = new Date();
  await lease.write((tx) =>
    tx
      .update(table)
      .set(
        next
          ? { status: 'waiting', nextRunAt: next, modifiedAt: now }
          : { status: 'done', finishedAt: now, modifiedAt: now },
      )
      .where(eq(table.id, id)),
  );
}

/** A history row's schedule (ScheduleOfSend). */
export const scheduleOfRow = (row: {
  sendMode: 'now' | 'at' | 'local';
  sendAt: string | null;
  timeZone: string | null;
  nextRunAt: Date | null;
  cancelledAt: Date | null;
}) => ({
  sendMode: row.sendMode,
  sendAt: row.sendAt,
  timeZone: row.timeZone,
  nextRunAt: row.nextRunAt?.toISOString() ?? null,
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
});
