import { and, inArray, isNotNull, notInArray, sql, type SQL } from 'drizzle-orm';
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
 * The members the cap holds back now (among `only`, when given): reached `cap` times or more in the last
 * 24 hours, before now (a send's own recipients are not reached yet while it runs).
 */
const atCap = (cap: number, only?: SQL) => sql`
  select ${pushRecipients.memberId} as member_id from ${pushRecipients}
  where ${pushRecipients.status} = 'sent'
    and ${pushRecipients.modifiedAt} > now() - make_interval(hours => ${FREQUENCY_CAP.windowHours})
    ${only ? sql`and ${only}` : sql``}
  group by ${pushRecipients.memberId} having count(*) >= ${cap}`;

/** Of these members, those the cap holds back now. */
export async function heldBackAmong(db: Db, memberIds: readonly string[], cap: number): Promise<Set<string>> {
  if (cap <= 0 || !memberIds.length) return new Set();
  const rows = await sqlRows<{ member_id: string }>(
    db,
    atCap(cap, inArray(pushRecipients.memberId, [...memberIds])),
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
