import { sql, type SQL } from 'drizzle-orm';
import {
  analyticsMessages as m,
  screenVisitTypes,
  userActionFields,
  userActionTypes,
  type ScreenVisitsAnswer,
  type ScreenVisitsRequest,
  type SessionCountsAnswer,
  type UserActionRow,
  type UserActionsAnswer,
  type UserActionsRequest,
  type AnalyticsChartFilter,
  METRICS_MAX_RANGE_DAYS,
} from '@orrery/contract';
import type { Db } from '@orrery/db';
import { badRequest } from '../../lib/httpErrors';
import { bucketOf, countryKey, genderKey, resolvePeriod, type Period } from './filters';
import { num, sqlRows } from '../../lib/sqlRows';

/** The filters on analytics_daily's country and gender keys. */
function dailyFilters(filter: {
  country?: string | null;
  countryShortName?: string | null;
  gender?: string | null;
}): SQL {
  const country = countryKey(filter);
  const gender = genderKey(filter.gender);
  return sql`${country === null ? sql`` : sql` and country_code = ${country}`}${
    gender === null ? sql`` : sql` and gender = ${gender}`
  }`;
}

interface NameDayCount {
  day: string;
  name: string;
  events: number;
}

/** Events of one kind per day and name over the period, from analytics_daily. */
async function namedCounts(db: Db, kind: string, names: readonly string[], period: Period, filters: SQL) {
  const rows = await sqlRows<{ day: string; name: string; events: string | number }>(
    db,
    sql`select day::text as day, name, sum(events) as events from analytics_daily
      where day between ${period.from}::date and ${period.to}::date and kind = ${kind}
        and name = any(${sql.param(names)}::text[])${filters}
      group by day, name`,
  );
  return rows.map((r): NameDayCount => ({ day: r.day, name: r.name, events: num(r.events) }));
}

/** Picks the asked names from the list (both spellings visitTypes / visitType); at least one. */
function pickNames(
  asked: readonly string[] | undefined,
  known: readonly string[],
  fallback: readonly string[],
  message: string,
) {
  if (!asked) return fallback;
  const names = [...new Set(asked)].filter((n) => known.includes(n));
  if (names.length === 0) throw badRequest(message);
  return names;
}

/** `analytics/screen-visits`: visits per day (custom) or month (year), and the totals per visit type. */
export async function screenVisits(db: Db, request: ScreenVisitsRequest): Promise<ScreenVisitsAnswer> {
  const names = pickNames(
    request.visitTypes ?? request.visitType,
    screenVisitTypes,
    screenVisitTypes,
    m.selectVisitType,
  );
  const period = resolvePeriod(request);
  const counts = await namedCounts(db, 'screen_visit', names, period, dailyFilters(request));
  const data = period.buckets.map((b) => ({ ...b.label, ...Object.fromEntries(names.map((n) => [n, 0])) }));
  const totalVisitCount: Record<string, number> = Object.fromEntries(names.map((n) => [n, 0]));
  for (const c of counts) {
    const i = bucketOf(period, c.day);
    if (i < 0) continue;
    const row = data[i] as Record<string, unknown>;
    row[c.name] = (row[c.name] as number) + c.events;
    totalVisitCount[c.name] = (totalVisitCount[c.name] ?? 0) + c.events;
  }
  return { valid: true, data, totalVisitCount };
}

/** `analytics/user-actions`: every action's count per day or month (the answer's names of userActionFields). */
export async function userActions(db: Db, request: UserActionsRequest): Promise<UserActionsAnswer> {
  const asked = typeof request.actionType === 'string' ? [request.actionType] : request.actionType;
  const names = pickNames(asked, userActionTypes, userActionTypes, m.selectActivityType);
  const period = resolvePeriod(request);
  const counts = await namedCounts(db, 'user_action', names, period, dailyFilters(request));
  const empty = Object.fromEntries(Object.values(userActionFields).map((f) => [f, 0]));
  const data = period.buckets.map((b) => ({ ...b.label, ...empty }) as UserActionRow);
  for (const c of counts) {
    const i = bucketOf(period, c.day);
    const field = userActionFields[c.name as keyof typeof userActionFields];
    if (i < 0 || !field) continue;
    const row = data[i] as unknown as Record<string, number>;
    row[field] = (row[field] ?? 0) + c.events;
  }
  return { valid: true, data };
}

/** `analytics/session-counts`: sessions started per bucket; durations of the sessions that ended in it. */
export async function sessionCounts(db: Db, request: AnalyticsChartFilter): Promise<SessionCountsAnswer> {
  const period = resolvePeriod(request, METRICS_MAX_RANGE_DAYS);
  const rows = await sqlRows<Record<string, string | number | null>>(
    db,
    sql`select day::text as day,
        coalesce(sum(events) filter (where kind = 'session_start'), 0) as started,
        coalesce(sum(duration_count) filter (where kind = 'session_end'), 0) as ended,
        coalesce(sum(duration_sum) filter (where kind = 'session_end'), 0) as total,
        min(duration_min) filter (where kind = 'session_end') as shortest,
        max(duration_max) filter (where kind = 'session_end') as longest
      from analytics_daily
      where day between ${period.from}::date and ${period.to}::date and kind in ('session_start', 'session_end')
        ${dailyFilters(request)}
      group by day`,
  );
  const acc = period.buckets.map(() => ({
    started: 0,
    ended: 0,
    total: 0,
    min: null as number | null,
    max: null as number | null,
  }));
  for (const r of rows) {
    const a = acc[bucketOf(period, String(r.day))];
    if (!a) continue;
    a.started += num(r.started);
    a.ended += num(r.ended);
    a.total += num(r.total);
    if (r.shortest !== null) a.min = a.min === null ? num(r.shortest) : Math.min(a.min, num(r.shortest));
    if (r.longest !== null) a.max = a.max === null ? num(r.longest) : Math.max(a.max, num(r.longest));
  }
  return {
    valid: true,
    data: period.buckets.map((b, i) => {
      const a = acc[i]!;
      return {
        ...b.label,
        count: a.started,
        averageDuration: a.ended ? Math.round((a.total / a.ended) * 10) / 10 : 0,
        minSessionDuration: a.min ?? 0,
        maxSessionDuration: a.max ?? 0,
      };
    }),
  };
}
