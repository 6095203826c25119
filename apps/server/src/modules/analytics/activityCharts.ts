import { sql, type SQL } from 'drizzle-orm';
import { DateTime } from 'luxon';
import {
  appFeatures,
  METRICS_MAX_RANGE_DAYS,
  type ActivityCountAnswer,
  type ActivityRatioAnswer,
  type AnalyticsChartFilter,
  type FeatureUsageAnswer,
  type FeatureUse,
  type RetentionRateAnswer,
  type UniqueSessionsAnswer,
} from '@orrery/contract';
import type { Db } from '@orrery/db';
import { countryKey, genderKey, resolvePeriod, type Period } from './filters';
import { num, sqlRows } from './sqlRows';

/** Member activity per month for month buckets, per day otherwise. */
export function activityTable(period: Period) {
  return period.unit === 'month'
    ? { table: sql.raw('analytics_member_months'), at: sql.raw('month') }
    : { table: sql.raw('analytics_member_days'), at: sql.raw('day') };
}

/** Country and gender conditions on a member-activity table (alias `alias`). */
export function activityFilters(
  filter: { country?: string | null; countryShortName?: string | null; gender?: string | null },
  alias: string,
  withGender = true,
): SQL {
  const country = countryKey(filter);
  const gender = withGender ? genderKey(filter.gender) : null;
  const a = sql.raw(alias);
  return sql`${country === null ? sql`` : sql` and ${a}.country_code = ${country}`}${
    gender === null ? sql`` : sql` and ${a}.gender = ${gender}`
  }`;
}

const pct = (part: number, whole: number) => (whole ? Math.round((part * 10000) / whole) / 100 : 0);

/**
 * A row's bucket as text, by an expression on the activity table: the day; the week of the month (0 for days
 * 1-7 … 4 for 29 to the end, as filters.ts cuts them); the month's first day.
 */
function bucketKey(period: Period): SQL {
  if (period.unit === 'day') return sql.raw('a.day::text');
  if (period.unit === 'week') return sql.raw('least((extract(day from a.day)::int - 1) / 7, 4)::text');
  return sql.raw('a.month::text');
}
const bucketIndex = (period: Period, key: string) =>
  period.unit === 'week' ? Number(key) : period.buckets.findIndex((b) => b.start === key);

/**
 * Distinct members per bucket (and the extra counts asked for), zero for a bucket nobody was active in. A
 * member has one row a day (a month), so only weeks need a distinct count.
 */
async function distinctPerBucket(
  db: Db,
  period: Period,
  filters: SQL,
  extra: SQL = sql``,
): Promise<Record<string, number>[]> {
  const { table, at } = activityTable(period);
  const active = period.unit === 'week' ? sql`count(distinct a.member_id)` : sql`count(*)`;
  const rows = await sqlRows<Record<string, string | number>>(
    db,
    sql`select ${bucketKey(period)} as bucket, ${active} as active${extra}
      from ${table} a where a.${at} between ${period.from}::date and ${period.to}::date ${filters}
      group by 1`,
  );
  const out = period.buckets.map(() => ({}) as Record<string, number>);
  for (const r of rows) {
    const row = out[bucketIndex(period, String(r.bucket))];
    if (!row) continue;
    for (const [k, v] of Object.entries(r)) if (k !== 'bucket') row[k] = num(v);
  }
  return out;
}

/** `analytics/activity-count`: DAU (days), WAU (weeks) or MAU (months): members with any event. */
export async function activityCount(db: Db, request: AnalyticsChartFilter): Promise<ActivityCountAnswer> {
  const period = resolvePeriod(request, METRICS_MAX_RANGE_DAYS);
  const counts = await distinctPerBucket(db, period, activityFilters(request, 'a'));
  return { valid: true, data: period.buckets.map((b, i) => ({ ...b.label, count: counts[i]?.active ?? 0 })) };
}

/** `analytics/unique-users-session`: members with at least one session started in the bucket. */
export async function uniqueUsersSession(
  db: Db,
  request: AnalyticsChartFilter,
): Promise<UniqueSessionsAnswer> {
  const period = resolvePeriod(request, METRICS_MAX_RANGE_DAYS);
  const counts = await distinctPerBucket(
    db,
    period,
    sql`${activityFilters(request, 'a')} and a.sessions > 0`,
  );
  return { valid: true, data: period.buckets.map((b, i) => ({ ...b.label, count: counts[i]?.active ?? 0 })) };
}

/**
 * `analytics/activity-count-ratio`: DAU/MAU in percent: the bucket's average daily active members over the
 * active members of the calendar month the bucket starts in.
 */
export async function activityRatio(db: Db, request: AnalyticsChartFilter): Promise<ActivityRatioAnswer> {
  const period = resolvePeriod(request, METRICS_MAX_RANGE_DAYS);
  const filters = activityFilters(request, 'a');
  const firstMonth = `${period.from.slice(0, 7)}-01`;
  const [daily, monthly] = await Promise.all([
    sqlRows<{ day: string; n: string | number }>(
      db,
      sql`select a.day::text as day, count(*) as n from analytics_member_days a
        where a.day between ${period.from}::date and ${period.to}::date ${filters} group by a.day`,
    ),
    sqlRows<{ month: string; n: string | number }>(
      db,
      sql`select a.month::text as month, count(*) as n from analytics_member_months a
        where a.month between ${firstMonth}::date and ${period.to}::date ${filters} group by a.month`,
    ),
  ]);
  const dau = new Map(daily.map((r) => [r.day, num(r.n)]));
  const mau = new Map(monthly.map((r) => [r.month.slice(0, 7), num(r.n)]));
  const data = period.buckets.map((b) => {
    let sum = 0;
    let dayCount = 0;
    for (
      let d = DateTime.fromISO(b.start, { zone: 'utc' });
      d.toISODate()! <= b.end;
      d = d.plus({ days: 1 })
    ) {
      sum += dau.get(d.toISODate()!) ?? 0;
      dayCount += 1;
    }
    const average = dayCount ? Math.round((sum / dayCount) * 100) / 100 : 0;
    const monthActive = mau.get(b.start.slice(0, 7)) ?? 0;
    return { ...b.label, dau: average, mau: monthActive, count: pct(average, monthActive) };
  });
  return { valid: true, data };
}

/** The bucket before each bucket: the day before, the 7 days before, the month before. */
function previousBuckets(period: Period) {
  return period.buckets.map((b) => {
    const start = DateTime.fromISO(b.start, { zone: 'utc' });
    if (period.unit === 'month') {
      const prev = start.minus({ months: 1 });
      return { s: prev.toISODate()!, e: prev.endOf('month').toISODate()! };
    }
    const back = period.unit === 'week' ? 7 : 1;
    return { s: start.minus({ days: back }).toISODate()!, e: start.minus({ days: 1 }).toISODate()! };
  });
}

/**
 * `analytics/retention-rate` (country filter only): of the members active in the bucket before, those
 * active again in the bucket (returning), by gender, and their percent (count).
 */
export async function retentionRate(db: Db, request: AnalyticsChartFilter): Promise<RetentionRateAnswer> {
  const period = resolvePeriod(request, METRICS_MAX_RANGE_DAYS);
  const { table, at } = activityTable(period);
  const prev = previousBuckets(period);
  const counts = sql`count(distinct p.member_id) as total, count(distinct c.member_id) as back,
        count(distinct c.member_id) filter (where c.gender = 'm') as male,
        count(distinct c.member_id) filter (where c.gender = 'f') as female`;
  const pFilters = activityFilters(request, 'p', false);
  // days and months: one row a member and period, so the bucket before is one equal key away
  const step = period.unit === 'day' ? sql.raw(`interval '1 day'`) : sql.raw(`interval '1 month'`);
  const rows =
    period.unit === 'week'
      ? await sqlRows<Record<string, string | number>>(
          db,
          sql`select b.i, ${counts}
            from unnest(${sql.param(period.buckets.map((x) => x.start))}::date[], ${sql.param(
              period.buckets.map((x) => x.end),
            )}::date[], ${sql.param(prev.map((x) => x.s))}::date[], ${sql.param(prev.map((x) => x.e))}::date[])
              with ordinality as b(s, e, ps, pe, i)
            join ${table} p on p.${at} between b.ps and b.pe ${pFilters}
            left join ${table} c on c.member_id = p.member_id and c.${at} between b.s and b.e
            group by b.i`,
        )
      : (
          await sqlRows<Record<string, string | number>>(
            db,
            sql`select (p.${at} + ${step})::date::text as bucket, count(*) as total, count(c.member_id) as back,
                count(*) filter (where c.gender = 'm') as male, count(*) filter (where c.gender = 'f') as female
              from ${table} p left join ${table} c on c.member_id = p.member_id and c.${at} = (p.${at} + ${step})::date
                and c.${at} between ${period.buckets[0]!.start}::date and ${period.to}::date
              where p.${at} between ${prev[0]!.s}::date and ${prev[prev.length - 1]!.s}::date ${pFilters}
              group by 1`,
          )
        ).map((r): Record<string, string | number> => ({
          ...r,
          i: period.buckets.findIndex((b) => b.start === r.bucket) + 1,
        }));
  const byBucket = new Map(rows.map((r) => [num(r.i) - 1, r]));
  return {
    valid: true,
    data: period.buckets.map((b, i) => {
      const r = byBucket.get(i);
      const totalUsers = num(r?.total);
      const returning = num(r?.back);
      return {
        ...b.label,
        totalUsers,
        returning,
        maleReturning: num(r?.male),
        femaleReturning: num(r?.female),
        count: pct(returning, totalUsers),
      };
    }),
  };
}

/** `analytics/feature-usage-frequency`: per feature, members who used it and their percent of the active. */
export async function featureUsage(db: Db, request: AnalyticsChartFilter): Promise<FeatureUsageAnswer> {
  const period = resolvePeriod(request, METRICS_MAX_RANGE_DAYS);
  const asked = (request.featureTypes ?? []).filter((f) => (appFeatures as readonly string[]).includes(f));
  const features = asked.length ? [...new Set(asked)] : [...appFeatures];
  const extra = sql.raw(
    features
      .map(
        (f) =>
          `, count(distinct a.member_id) filter (where a.feature_mask & ${1 << appFeatures.indexOf(f as never)} <> 0) as "${f}"`,
      )
      .join(''),
  );
  const counts = await distinctPerBucket(db, period, activityFilters(request, 'a'), extra);
  return {
    valid: true,
    features,
    data: period.buckets.map((b, i) => {
      const c = counts[i] ?? {};
      const activeUsers = c.active ?? 0;
      const usage: Record<string, FeatureUse> = {};
      for (const f of features) usage[f] = { count: c[f] ?? 0, percentage: pct(c[f] ?? 0, activeUsers) };
      return { ...b.label, activeUsers, usage };
    }),
  };
}
