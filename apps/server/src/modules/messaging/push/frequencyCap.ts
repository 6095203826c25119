import { and, isNotNull, notInArray, sql, type SQL } from 'drizzle-orm';
import { FREQUENCY_CAP } from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { sqlRows } from '../../../lib/sqlRows';
import { audienceWhere, type StoredAudience } from '../audience';
import { readSettings } from '../reminders/reminderSettings';

const { members, memberDevices, invalidPushTokens, pushRecipients } = schema;

/**
 * A device's push token that can be used: set, and never reported invalid or expired by FCM. The triggers
 * that keep members.has_push_token (migration 0045) apply the same rule.
 */
export const usablePushToken = (db: Db) =>
  and(
    isNotNull(memberDevices.pushToken),
    notInArray(memberDevices.pushToken, db.select({ t: invalidPushTokens.token }).from(invalidPushTokens)),
  ) as SQL;

/**
 * The frequency cap of Notification Settings: at most this many pushes reach a member in any 24 hours,
 * manual and automatic sends alike; 0 when there is none.
 */
export async function frequencyCap(db: Db): Promise<number> {
  const [item] = await readSettings(db, ['notification_frequency_cap']);
  return typeof item?.value === 'number' ? item.value : 0;
}

/**
 * The members the cap holds back now: reached `cap` times or more in the last 24 hours, before now (a send's
 * own recipients are not reached yet while it runs).
 */
const atCap = (cap: number) => sql`
  select ${pushRecipients.memberId} as member_id from ${pushRecipients}
  where ${pushRecipients.status} = 'sent'
    and ${pushRecipients.modifiedAt} > now() - make_interval(hours => ${FREQUENCY_CAP.windowHours})
  group by ${pushRecipients.memberId} having count(*) >= ${cap}`;

/**
 * Of these members (a fan-out's batch), those the cap holds back now: the window's pushes counted member by
 * member through push_recipients_sent_idx. Written per member rather than as atCap over `member_id in
 * (…)`: with a large send under way the planner took that form through the (notification, status) index
 * instead, reading every recipient sent so far for each batch (seconds a batch at 1,000,000 members).
 */
export async function heldBackAmong(db: Db, memberIds: readonly string[], cap: number): Promise<Set<string>> {
  if (cap <= 0 || !memberIds.length) return new Set();
  const rows = await sqlRows<{ member_id: string }>(
    db,
    sql`select m.id as member_id from unnest(${sql.param([...memberIds])}::uuid[]) as m(id)
    where (select count(*) from ${pushRecipients}
      where ${pushRecipients.memberId} = m.id and ${pushRecipients.status} = 'sent'
        and ${pushRecipients.modifiedAt} > now() - make_interval(hours => ${FREQUENCY_CAP.windowHours})) >= ${cap}`,
  );
  return new Set(rows.map((r) => r.member_id));
}

/**
 * Of an audience, how many a push sent now would leave out: held back by the cap, and without a usable
 * push token (counted only when the provider needs tokens; the outbox does not).
 */
export async function audienceLeftOut(
  db: Db,
  audience: StoredAudience,
  needsTokens: boolean,
): Promise<{ heldBackByCap: number; withoutPushToken: number }> {
  const cap = await frequencyCap(db);
  const where = audienceWhere(audience);
  const [capped] =
    cap > 0
      ? await sqlRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from (${atCap(cap)}) at_cap
          join ${members} on ${members.id} = at_cap.member_id where ${where}`,
        )
      : [{ n: 0 }];
  // members.has_push_token, kept by triggers: read from the index of members without one
  const [tokenless] = needsTokens
    ? await sqlRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${members} where ${where} and not ${members.hasPushToken}`,
      )
    : [{ n: 0 }];
  return { heldBackByCap: capped?.n ?? 0, withoutPushToken: tokenless?.n ?? 0 };
}
