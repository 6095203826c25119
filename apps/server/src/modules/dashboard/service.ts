import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import { DateTime } from 'luxon';
import {
  dashboardMessages,
  type DashboardAnswer,
  type DashboardQuery,
  type RegistrationWindow,
} from '@orrery/contract';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { schema, type Db } from '@orrery/db';
import { badRequest } from '../../lib/httpErrors';
import { activeMembersOn } from '../analytics';
import { countryCodeOfName, isCountryCode } from '../countries';

const { members, memberDeletions, memberTotals } = schema;

const ALL = new Set(['', 'all', 'all countries']);

/** The country asked for: countryShortName wins, then the name; neither (or "All") means every country. */
export function dashboardCountry(query: DashboardQuery): string | null {
  const code = query.countryShortName?.trim().toUpperCase();
  if (code) {
    if (!isCountryCode(code)) throw badRequest(dashboardMessages.unknownCountryCode(code));
    return code;
  }
  const name = query.country?.trim() ?? '';
  if (ALL.has(name.toLowerCase())) return null;
  const byName = name.length === 2 && isCountryCode(name) ? name.toUpperCase() : countryCodeOfName(name);
  if (!byName) throw badRequest(dashboardMessages.unknownCountry(name));
  return byName;
}

const n = (expression: SQL) => sql<number>`${expression}`.mapWith(Number);
const countWhere = (condition: SQL) => n(sql`count(*) filter (where ${condition})`);

/**
 * The registration dashboard: windows are whole UTC days up to now (today; today and the 6 days
 * before; today and the 29 days before). Five small queries, each on its own index: sign-ups of the
 * last 30 days (index-only range on created_at), deletions of the last 30 days, the member_totals
 * counters, the online members (partial index) and today's active members: the DAU of today as
 * PMF Metrics counts it (analytics' activeMembersOn, one definition for both).
 */
export async function dashboardStatistics(
  db: Db,
  country: string | null,
  now = DateTime.utc(),
): Promise<DashboardAnswer> {
  const today = now.startOf('day');
  const weekStart = today.minus({ days: 6 });
  const monthStart = today.minus({ days: 29 });
  const [day, week, month] = [today, weekStart, monthStart].map((d) => d.toJSDate()) as [Date, Date, Date];
  const inCountry = (column: AnyPgColumn) => (country ? eq(column, country) : undefined);

  const signUps = (from: Date) => {
    const since = sql`${members.createdAt} >= ${from}`;
    return {
      total: countWhere(since),
      complete: countWhere(sql`${since} and ${members.isRegistrationComplete}`),
      female: countWhere(sql`${since} and ${members.gender} = 'f'`),
      male: countWhere(sql`${since} and ${members.gender} = 'm'`),
    };
  };
  const deletionsSince = (from: Date) => countWhere(sql`${memberDeletions.deletedAt} >= ${from}`);
  const totalWhere = (condition: SQL) =>
    n(sql`coalesce(sum(${memberTotals.n}) filter (where not ${memberTotals.isDeleted} and ${condition}), 0)`);

  const [windows, deletions, totals, online, active] = await Promise.all([
    db
      .select({ today: signUps(day), week: signUps(week), month: signUps(month) })
      .from(members)
      .where(and(gte(members.createdAt, month), inCountry(members.countryCode))),
    db
      .select({ today: deletionsSince(day), week: deletionsSince(week), month: deletionsSince(month) })
      .from(memberDeletions)
      .where(and(gte(memberDeletions.deletedAt, month), inCountry(memberDeletions.countryCode))),
    db
      .select({
        complete: totalWhere(sql`${memberTotals.isRegistrationComplete}`),
        incomplete: totalWhere(sql`not ${memberTotals.isRegistrationComplete}`),
        male: totalWhere(sql`${memberTotals.gender} = 'm'`),
        female: totalWhere(sql`${memberTotals.gender} = 'f'`),
        profileComplete: totalWhere(sql`${memberTotals.isProfileComplete}`),
      })
      .from(memberTotals)
      .where(inCountry(memberTotals.countryCode)),
    db
      .select({ n: n(sql`count(*)`) })
      .from(members)
      .where(and(sql`${members.isOnline} and not ${members.isDeleted}`, inCountry(members.countryCode))),
    activeMembersOn(db, today.toISODate() ?? '', country),
  ]);

  const w = windows[0];
  const d = deletions[0];
  const t = totals[0];
  const window = (from: DateTime, key: 'today' | 'week' | 'month'): RegistrationWindow => {
    const s = w?.[key] ?? { total: 0, complete: 0, female: 0, male: 0 };
    return {
      from: from.toISODate() ?? '',
      to: today.toISODate() ?? '',
      total: s.total,
      complete: s.complete,
      incomplete: s.total - s.complete,
      female: s.female,
      male: s.male,
      deleted: d?.[key] ?? 0,
    };
  };
  const todayWindow = window(today, 'today');
  return {
    valid: true,
    countryShortName: country,
    date: today.toISODate() ?? '',
    todayCompleteRegistration: todayWindow.complete,
    todayRegistration: todayWindow.total,
    todayFemaleRegistration: todayWindow.female,
    todayMaleRegistration: todayWindow.male,
    todayIncompleteRegistration: todayWindow.incomplete,
    todayDeleted: todayWindow.deleted,
    WeeklyRegistration: window(weekStart, 'week'),
    monthlyRegistration: window(monthStart, 'month'),
    registrationComplete: t?.complete ?? 0,
    registrationUncompleted: t?.incomplete ?? 0,
    onlineMembers: online[0]?.n ?? 0,
    maleMembers: t?.male ?? 0,
    femaleMembers: t?.female ?? 0,
    completeProfileMembers: t?.profileComplete ?? 0,
    todayActiveUser: active,
  };
}
