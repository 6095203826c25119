import { and, eq, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import type { NotificationKey, PushAudience } from '@orrery/contract';
import { PER_VALUE_PLAN, schema, type Db } from '@orrery/db';
import { sqlRows } from '../../lib/sqlRows';

const { members } = schema;

/** The member's own switch for each push key (a member who turned it off is never sent that key). */
const preferenceOf: Record<NotificationKey, SQL> = {
  been_matched: sql`${members.pushBeenMatched}`,
  been_liked: sql`${members.pushBeenLiked}`,
  been_superliked: sql`${members.pushBeenSuperliked}`,
  message_received: sql`${members.pushMessageReceived}`,
  astro_insights: sql`${members.pushAstroInsights}`,
};

const isKey = (key: string | undefined): key is NotificationKey => !!key && key in preferenceOf;

/** The audience as stored on a notification (the same fields, defaults filled in). */
export interface StoredAudience {
  allUser: boolean;
  activeUser: boolean;
  dormantUser: boolean;
  inCompleteUser: boolean;
  cities: string[];
  states: string[];
  countries: string[];
  fromAgeValue: number | null;
  toAgeValue: number | null;
  gender: string[];
  language: string | null;
  userIds: string[];
  notificationKey?: string;
}

export const unique = (values: readonly string[] | undefined) => [
  ...new Set((values ?? []).map((v) => v.trim()).filter(Boolean)),
];

export function storedAudience(input: PushAudience): StoredAudience {
  return {
    allUser: input.allUser ?? false,
    activeUser: input.activeUser ?? false,
    dormantUser: input.dormantUser ?? false,
    inCompleteUser: input.inCompleteUser ?? false,
    cities: unique(input.cities),
    states: unique(input.states),
    countries: unique(input.countries),
    fromAgeValue: input.fromAgeValue ?? null,
    toAgeValue: input.toAgeValue ?? null,
    gender: unique(input.gender),
    language: input.language || null,
    userIds: unique(input.userIds?.map((id) => id.toLowerCase())),
    notificationKey: input.notificationKey,
  };
}

/**
 * The members a push reaches, as one condition on `members`:
 * - pasted user IDs choose those members and nothing else;
 * - All reaches every member (the targeting section is hidden while it is on);
 * - otherwise the groups marked (Active: registered and not dormant, Dormant, Incomplete: registration
 *   not finished; none marked: every member), narrowed by language, gender, age (whole years today, UTC)
 *   and location (city, state or country among those chosen).
 * Never members pending deletion or blocked, nor members who turned the notification's key off.
 */
export function audienceWhere(a: StoredAudience): SQL {
  const always: SQL[] = [not(members.isDeleted), not(members.isBlocked)];
  if (isKey(a.notificationKey)) always.push(preferenceOf[a.notificationKey]);
  if (a.userIds.length) return and(...always, inArray(members.id, a.userIds)) as SQL;
  if (a.allUser) return and(...always) as SQL;
  const parts: SQL[] = [...always];
  const groups: SQL[] = [];
  if (a.activeUser) groups.push(sql`(${members.isRegistrationComplete} and not ${members.isDormant})`);
  if (a.dormantUser) groups.push(sql`${members.isDormant}`);
  if (a.inCompleteUser) groups.push(sql`not ${members.isRegistrationComplete}`);
  if (groups.length) parts.push(or(...groups) as SQL);
  if (a.language) parts.push(sql`lower(${members.language}) = ${a.language.toLowerCase()}`);
  if (a.gender.length) parts.push(inArray(members.gender, a.gender));
  if (a.fromAgeValue !== null) {
    parts.push(sql`${members.dob} <= (current_date - make_interval(years => ${a.fromAgeValue}::int))`);
  }
  if (a.toAgeValue !== null) {
    parts.push(sql`${members.dob} > (current_date - make_interval(years => ${a.toAgeValue + 1}::int))`);
  }
  const places: SQL[] = [];
  if (a.cities.length) places.push(inArray(members.city, a.cities));
  if (a.states.length) places.push(inArray(members.region, a.states));
  if (a.countries.length) places.push(inArray(members.country, a.countries));
  if (places.length) parts.push(or(...places) as SQL);
  return and(...parts) as SQL;
}

/**
 * How many members the audience reaches now. Planned for its values each time: a generic plan made
 * for one segment (say, an age range read through the birth-date index) can take seconds on another.
 */
export async function countAudience(db: Db, a: StoredAudience): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${members} where ${audienceWhere(a)} ${sql.raw(PER_VALUE_PLAN)}`,
  );
  return row?.n ?? 0;
}

/** The pasted ids that are no member's (not an id, or nobody's, or pending deletion). */
export async function unknownIds(db: Db, ids: readonly string[]): Promise<string[]> {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
  const shaped = ids.filter((id) => uuid.test(id));
  const found = new Set<string>();
  for (let i = 0; i < shaped.length; i += 1000) {
    const rows = await db
      .select({ id: members.id })
      .from(members)
      .where(and(inArray(members.id, shaped.slice(i, i + 1000)), eq(members.isDeleted, false)));
    for (const row of rows) found.add(row.id);
  }
  return ids.filter((id) => !found.has(id));
}
