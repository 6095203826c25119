import { desc, sql } from 'drizzle-orm';
import {
  hasPushTarget,
  pushAgeProblem,
  pushMessages as m,
  pushProblem,
  type NotificationHistoryItem,
  type SendNotificationBody,
} from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { writeAudit, type Actor } from '../../../lib/audit';
import { badRequest } from '../../../lib/httpErrors';
import { countAudience, storedAudience, unknownIds, type StoredAudience } from '../audience';
import { pageOf } from '../paging';
import { audienceLeftOut } from './frequencyCap';
import { checkSchedule, scheduledColumns, scheduleOfRow } from '../schedule';

const { pushNotifications } = schema;

/** The checks of a push notification send (contract `pushProblem`, the console's too). */
export function checkPush(body: SendNotificationBody): StoredAudience & { title: string; text: string } {
  const problem = pushProblem(body);
  if (problem) throw badRequest(problem);
  return {
    ...storedAudience(body),
    title: body.notificationTitle?.trim() ?? '',
    text: body.notificationBody?.trim() ?? '',
  };
}

/** The age pair and the audience fields (shared with the count call). */
export function checkAudience(body: SendNotificationBody): StoredAudience {
  const problem = pushAgeProblem(body);
  if (problem) throw badRequest(problem);
  return storedAudience(body);
}

/** The pasted ids must all be members' (none pending deletion). */
async function checkIds(db: Db, audience: StoredAudience): Promise<void> {
  if (!audience.userIds.length) return;
  const unknown = await unknownIds(db, audience.userIds);
  if (unknown.length) throw badRequest(m.badUserIds(unknown));
}

/**
 * `POST user/notification-audience-count`: how many members the audience reaches, and how many of them
 * the frequency cap and missing push tokens would leave out (queried side by side on PostgreSQL's pool).
 */
export async function audienceCount(db: Db, body: SendNotificationBody, needsTokens: boolean) {
  const audience = checkAudience(body);
  if (!hasPushTarget(audience)) return { count: 0, heldBackByCap: 0, withoutPushToken: 0 };
  const [count, leftOut] = await Promise.all([
    countAudience(db, audience),
    audienceLeftOut(db, audience, needsTokens),
  ]);
  return { count, ...leftOut };
}

/**
 * Stores the notification and its audience (queued, or scheduled for its time, with the audience's size
 * now), in one transaction with its audit row; the fan-out is the job's. `zone`: the company's time zone.
 */
export async function createPush(db: Db, actor: Actor, body: SendNotificationBody, zone = 'UTC') {
  const checked = checkPush(body);
  const schedule = checkSchedule(body, zone);
  await checkIds(db, checked);
  const total = await countAudience(db, checked);
  if (total === 0) throw badRequest(m.emptyAudience);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pushNotifications)
      .values({
        notificationKey: checked.notificationKey ?? '',
        notificationTitle: checked.title,
        notificationBody: checked.text,
        notificationDescription: body.notificationDescription?.trim() || null,
        language: checked.language,
        gender: checked.gender,
        fromAgeValue: checked.fromAgeValue,
        toAgeValue: checked.toAgeValue,
        allUser: checked.allUser,
        activeUser: checked.activeUser,
        dormantUser: checked.dormantUser,
        inCompleteUser: checked.inCompleteUser,
        cities: checked.cities,
        states: checked.states,
        countries: checked.countries,
        userIds: checked.userIds,
        totalUserCount: total,
        createdBy: actor.id,
        ...scheduledColumns(schedule),
      })
      .returning();
    if (!row) throw new Error('notification insert failed');
    await writeAudit(tx as unknown as Db, actor, {
      action: 'send',
      entity: 'push_notification',
      entityId: row.id,
      after: { ...checked, totalUserCount: total, ...scheduledColumns(schedule) },
    });
    return row;
  });
}

type PushRow = typeof pushNotifications.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function historyItem(row: PushRow): NotificationHistoryItem {
  return {
    _id: row.id,
    kind: row.kind,
    notificationKey: row.notificationKey,
    notificationTitle: row.notificationTitle,
    notificationBody: row.notificationBody,
    notificationDescription: row.notificationDescription,
    language: row.language,
    gender: row.gender,
    fromAgeValue: row.fromAgeValue,
    toAgeValue: row.toAgeValue,
    allUser: row.allUser,
    activeUser: row.activeUser,
    dormantUser: row.dormantUser,
    inCompleteUser: row.inCompleteUser,
    cities: row.cities,
    states: row.states,
    countries: row.countries,
    userIdCount: row.userIds.length,
    status: row.status,
    totalUserCount: row.totalUserCount,
    processedCount: row.processedCount,
    successfullyReachCount: row.successfullyReachCount,
    failedCount: row.failedCount,
    demoCount: row.demoCount,
    cappedCount: row.cappedCount,
    createdAt: row.createdAt.toISOString(),
    finishedAt: iso(row.finishedAt),
    ...scheduleOfRow(row),
  };
}

/** `GET user/notification-list/{skip}/{limit}/`: newest first, with each one's progress. */
export async function listNotifications(db: Db, skip: number, limit: number) {
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(pushNotifications);
  const rows = await db
    .select()
    .from(pushNotifications)
    .orderBy(desc(pushNotifications.createdAt), desc(pushNotifications.id))
    .offset(skip)
    .limit(limit);
  return {
    valid: true as const,
    item: rows.map(historyItem),
    pagination: pageOf(count?.n ?? 0, skip, limit),
  };
}
