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
import { countryKey, genderKey, resolvePeriod, type Period, type Unit } from './filters';
import { num, sqlRows } from '../../lib/sqlRows';

/** Country and gender conditions on a member-activity or kept-count table (alias `alias`). */
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
 * Distinct members per bucket of the period for each measure asked (analytics_bucket_counts, kept by the
 * roll-up), zero for a bucket nobody was active in. `unit` and the range default to the period's.
 */
async function countsPerBucket(
  db: Db,
  period: Period,
  measures: string[],
  filters: SQL,
  range: { unit: Unit | 'week_before'; from: string; to: string } = period,
): Promise<Map<string, Record<string, number>>> {
  const rows = await sqlRows<{ bucket: string; measure: string; n: string | number }>(
    db,
    sql`select k.bucket::text as bucket, k.measure, sum(k.members) as n from analytics_bucket_counts k
      where k.unit = ${range.unit} and k.measure = any(${sql.param(measures)}::text[])
        and k.bucket between ${range.from}::date and ${range.to}::date ${filters}
      group by 1, 2`,
  );
  const out = new Map<string, Record<string, number>>();
  for (const r of rows) {
    const row = out.get(r.bucket) ?? {};
    row[r.measure] = num(r.n);
    out.set(r.bucket, row);
  }
  return out;
}

/** One measure per bucket of the period. */
async function measurePerBucket(db: Db, request: AnalyticsChartFilter, measure: string) {
  const period = resolvePeriod(request, METRICS_MAX_RANGE_DAYS);
  const counts = await countsPerBucket(db, period, [measure], activityFilters(request, 'k'));
  return period.buckets.map((b) => ({ ...b.label, count: counts.get(b.start)?.[measure] ?? 0 }));
}

/** `analytics/activity-count`: DAU (days), WAU (weeks) or MAU (months): members with any event. */
export async function activityCount(db: Db, request: AnalyticsChartFilter): Promise<ActivityCountAnswer> {
  return { valid: true, data: await measurePerBucket(db, request, 'active') };
}

/**
 * Members active on one UTC day: the app reported any event of theirs that day (a session, a screen
 * visit, an action), as the roll-up counted them. The one definition of an active member, shared by
 * the DAU of PMF Metrics and the dashboard's "Today's Active Members"; `country` a country code or null.
 */
export async function activeMembersOn(db: Db, day: string, country: string | null): Promise<number> {
  const period: Period = { unit: 'day', from: day, to: day, buckets: [] };
  const filters = activityFilters({ countryShortName: country }, 'k', false);
  const counts = await countsPerBucket(db, period, ['active'], filters);
  return counts.get(day)?.active ?? 0;
}

/** `analytics/unique-users-session`: members with at least one session started in the bucket. */
export async function uniqueUsersSession(
  db: Db,
  request: AnalyticsChartFilter,
): Promise<UniqueSessionsAnswer> {
  return { valid: true, data: await measurePerBucket(db, request, 'session') };
}

/**
 * `analytics/activity-count-ratio`: DAU/MAU in percent: the bucket's average daily active members over the
 * active members of the calendar month the bucket starts in.
 */
export async function activityRatio(db: Db, request: AnalyticsChartFilter): Promise<ActivityRatioAnswer> {
  const period = resolvePeriod(request, METRICS_MAX_RANGE_DAYS);
  const filters = activityFilters(request, 'k');
  const firstMonth = `${period.from.slice(0, 7)}-01`;
  const [daily, monthly] = await Promise.all([
    countsPerBucket(db, period, ['active'], filters, { unit: 'day', from: period.from, to: period.to }),
    countsPerBucket(db, period, ['active'], filters, { unit: 'month', from: firstMonth, to: period.to }),
  ]);
  const dau = new Map([...daily].map(([day, c]) => [day, c.active ?? 0]));
  const mau = new Map([...monthly].map(([month, c]) => [month.slice(0, 7), c.active ?? 0]));
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

/** The bucket before each bucket: the day before, the month before (weeks: the 7 days before, kept apart). */
function previousBuckets(period: Period) {
  return period.buckets.map((b) => {
    const start = DateTime.fromISO(b.start, { zone: 'utc' });
    if (period.unit === 'month') return start.minus({ months: 1 }).toISODate()!;
    return start.minus({ days: 1 }).toISODate()!;
  });
}

/**
 * `analytics/retention-rate` (country filter only): of the members active in the bucket before, those
 * active again in the bucket (returning), by gender, and their percent (count). From the kept counts: the
 * period before's active members (weeks: unit 'week_before', the 7 days before each week) and 'returning'
 * (under the country of the period before and the gender of this one).
 */
export async function retentionRate(db: Db, request: AnalyticsChartFilter): Promise<RetentionRateAnswer> {
  const period = resolvePeriod(request, METRICS_MAX_RANGE_DAYS);
  const byCountry = activityFilters(request, 'k', false);
  const weekly = period.unit === 'week';
  const prev = weekly ? period.buckets.map((b) => b.start) : previousBuckets(period);
  const [before, returning] = await Promise.all([
    countsPerBucket(db, period, ['active'], byCountry, {
      unit: weekly ? 'week_before' : period.unit,
      from: prev[0]!,
      to: prev[prev.length - 1]!,
    }),
    sqlRows<{ bucket: string; gender: string; n: string | number }>(
      db,
      sql`select k.bucket::text as bucket, k.gender, sum(k.members) as n from analytics_bucket_counts k
        where k.unit = ${period.unit} and k.measure = 'returning'
          and k.bucket between ${period.from}::date and ${period.to}::date ${byCountry}
        group by 1, 2`,
    ),
  ]);
  return {
    valid: true,
    data: period.buckets.map((b, i) => {
      const mine = returning.filter((r) => r.bucket === b.start);
      const of = (gender: string) => num(mine.find((r) => r.gender === gender)?.n);
      const totalUsers = before.get(prev[i]!)?.active ?? 0;
      const back = mine.reduce((sum, r) => sum + num(r.n), 0);
      return {
        ...b.label,
        totalUsers,
        returning: back,
        maleReturning: of('m'),
        femaleReturning: of('f'),
        count: pct(back, totalUsers),
      };
    }),
  };
}

/** `analytics/feature-usage-frequency`: per feature, members who used it and their percent of the active. */
export async function featureUsage(db: Db, request: AnalyticsChartFilter): Promise<FeatureUsageAnswer> {
  const period = resolvePeriod(request, METRICS_MAX_RANGE_DAYS);
  const asked = (request.featureTypes ?? []).filter((f) => (appFeatures as readonly string[]).includes(f));
  const features = asked.length ? [...new Set(asked)] : [...appFeatures];
  const counts = await countsPerBucket(
    db,
    period,
    ['active', ...features.map((f) => `feature:${f}`)],
    activityFilters(request, 'k'),
  );
  return {
    valid: true,
    features,
    data: period.buckets.map((b) => {
      const c = counts.get(b.start) ?? {};
      const activeUsers = c.active ?? 0;
      const usage: Record<string, FeatureUse> = {};
      for (const f of features) {
        const count = c[`feature:${f}`] ?? 0;
        usage[f] = { count, percentage: pct(count, activeUsers) };
      }
      return { ...b.label, activeUsers, usage };
    }),
  };
}
