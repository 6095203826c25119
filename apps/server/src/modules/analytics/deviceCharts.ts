import { sql } from 'drizzle-orm';
import { DEFAULT_TOP_LIMIT, METRICS_MAX_RANGE_DAYS, type AnalyticsChartFilter } from '@orrery/contract';
import type { Db } from '@orrery/db';
import { countryKey, genderKey, resolvePeriod, type Period } from './filters';
import { valueDayFiltersOf } from './valueDays';
import { activityFilters } from './activityCharts';
import { num, sqlRows } from '../../lib/sqlRows';

export const deviceDimensions = {
  language: 'language',
  appVersion: 'app_version',
  device: 'device_name',
  os: 'os',
} as const;
export type DeviceDimension = keyof typeof deviceDimensions;

export const UNKNOWN_LABEL = 'Unknown';

/** An ILIKE pattern for names containing the text (its wildcards taken literally). */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Members active in the period by their language, app version, device or OS (the latest seen that day): a
 * member who switched is counted under each. Most first, then by name; '' shows as Unknown. A custom range
 * or the weeks of a month read the kept value days (analytics_value_day_firsts), a year the kept counts
 * (membersByYear).
 */
export async function membersBy(
  db: Db,
  dimension: DeviceDimension,
  request: AnalyticsChartFilter & { search?: string },
  page: { offset: number; limit: number },
): Promise<{ rows: { name: string; count: number }[]; total: number }> {
  const period = resolvePeriod(request, METRICS_MAX_RANGE_DAYS);
  if (period.unit === 'month') return membersByYear(db, dimension, request, period, page);
  const search = request.search?.trim();
  const country = countryKey(request);
  const gender = genderKey(request.gender);
  // each member once, on its first day in the range with the value (see analytics_value_day_firsts)
  const firstsInRange = sql`sum(k.firsts[k.day - ${period.from}::date + 1])`;
  const counted = sql`select k.value as name, ${firstsInRange} as n
    from analytics_value_day_firsts k
    where k.filters = ${valueDayFiltersOf(country !== null, gender !== null)} and k.dimension = ${deviceDimensions[dimension]}
      and k.country_code = ${country ?? ''} and k.gender = ${gender ?? ''}
      and k.day between ${period.from}::date and ${period.to}::date
      ${search ? sql`and k.value ilike ${contains(search)}` : sql``}
    group by k.value having ${firstsInRange} > 0`;
  const rows = await sqlRows<{ name: string; n: string | number; groups: string | number }>(
    db,
    sql`select name, n, count(*) over () as groups from (${counted}) c
      order by n desc, name limit ${page.limit} offset ${page.offset}`,
  );
  let total = num(rows[0]?.groups);
  if (rows.length === 0 && page.offset > 0) {
    const [all] = await sqlRows<{ n: string | number }>(db, sql`select count(*) as n from (${counted}) c`);
    total = num(all?.n);
  }
  return { rows: rows.map((r) => ({ name: r.name || UNKNOWN_LABEL, count: num(r.n) })), total };
}

/**
 * A year (the month buckets of a year) from the kept counts: each member once under each value it had as a
 * day's latest that year (see analytics_member_year_values). Without a country or gender filter, a member who
 * changed country or gender within the year is counted under each.
 */
async function membersByYear(
  db: Db,
  dimension: DeviceDimension,
  request: AnalyticsChartFilter & { search?: string },
  period: Period,
  page: { offset: number; limit: number },
) {
  const prefix = `${deviceDimensions[dimension]}:`;
  const search = request.search?.trim();
  const rows = await sqlRows<{ name: string; n: string | number; groups: string | number }>(
    db,
    sql`select substr(k.measure, ${prefix.length + 1}) as name, sum(k.members) as n, count(*) over () as groups
      from analytics_bucket_counts k
      where k.unit = 'year' and k.bucket = ${`${period.from.slice(0, 4)}-01-01`}::date
        and starts_with(k.measure, ${prefix}) and k.members > 0 ${activityFilters(request, 'k')}
        ${search ? sql`and substr(k.measure, ${prefix.length + 1}) ilike ${contains(search)}` : sql``}
      group by k.measure order by n desc, name limit ${page.limit} offset ${page.offset}`,
  );
  return {
    rows: rows.map((r) => ({ name: r.name || UNKNOWN_LABEL, count: num(r.n) })),
    total: num(rows[0]?.groups),
  };
}

/** The Top-N chart of a dimension (limit 10 or 30). */
export async function topMembersBy(db: Db, dimension: DeviceDimension, request: AnalyticsChartFilter) {
  const { rows } = await membersBy(db, dimension, request, {
    offset: 0,
    limit: request.limit ?? DEFAULT_TOP_LIMIT,
  });
  return rows;
}
