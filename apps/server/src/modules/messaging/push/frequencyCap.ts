import { sql } from 'drizzle-orm';
import { FREQUENCY_CAP } from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { sqlRows } from '../../../lib/sqlRows';
import { audienceWhere, type StoredAudience } from '../audience';
import { readSettings } from '../reminders/reminderSettings';

const { members, memberDevices, invalidPushTokens, pushRecipients } = schema;

/**
 * The frequency cap of Notification Settings: at most this many pushes reach a member in any 24 hours,
 * manual and automatic sends alike; 0 when there is none.
 */
export async function frequencyCap(db: Db): Promise<number> {
  const [item] = await readSettings(db, ['notification_frequency_cap']);
  return typeof item?.value === 'number' ? item.value : 0;
}

/** Pushes a member was reached by in the cap's window, before now (this send's own are not yet reached). */
const reachedInWindow = sql`${pushRecipients.status} = 'sent'
  and ${pushRecipients.modifiedAt} > now() - make_interval(hours => ${FREQUENCY_CAP.windowHours})`;

/** Of these members, those the cap holds back now: reached `cap` times or more in the last 24 hours. */
export async function heldBackAmong(db: Db, memberIds: readonly string[], cap: number): Promise<Set<string>> {
  if (cap <= 0 || !memberIds.length) return new Set();
  const rows = await sqlRows<{ member_id: string }>(
    db,
    sql`select ${pushRecipients.memberId} as member_id from ${pushRecipients}
      where ${pushRecipients.memberId} in (${sql.join(
        memberIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) and ${reachedInWindow}
      group by ${pushRecipients.memberId} having count(*) >= ${cap}`,
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
          sql`select count(*)::int as n from (
            select ${pushRecipients.memberId} as id from ${pushRecipients} where ${reachedInWindow}
            group by ${pushRecipients.memberId} having count(*) >= ${cap}) at_cap
          join ${members} on ${members.id} = at_cap.id where ${where}`,
        )
      : [{ n: 0 }];
  const [tokenless] = needsTokens
    ? await sqlRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${members} where ${where} and not exists (
          select 1 from ${memberDevices} where ${memberDevices.memberId} = ${members.id}
            and ${memberDevices.pushToken} is not null
            and ${memberDevices.pushToken} not in (select ${invalidPushTokens.token} from ${invalidPushTokens}))`,
      )
    : [{ n: 0 }];
  return { heldBackByCap: capped?.n ?? 0, withoutPushToken: tokenless?.n ?? 0 };
}
