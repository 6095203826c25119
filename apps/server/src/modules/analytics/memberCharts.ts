import { and, eq, gte, isNotNull, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { DateTime } from 'luxon';
import {
  analyticsMessages as m,
  COHORT_DEFAULT_DAYS,
  DEFAULT_TOP_LIMIT,
  METRICS_MAX_RANGE_DAYS,
  ANALYTICS_MAX_RANGE_DAYS,
  onboardingStages,
  type AnalyticsChartFilter,
  type AnalyticsFilter,
  type CohortAnswer,
  type CompletionRatioAnswer,
  type GenderAnswer,
  type GenderRequest,
  type LocationAnswer,
  type LocationRequest,
  type OnboardingCountAnswer,
} from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import {
  bucketOf,
  countryKey,
  genderKey,
  periodInstants,
  resolvePeriod,
  todayIso,
  type Period,
} from './filters';
import { num, sqlRows } from '../../lib/sqlRows';
import { UNKNOWN_LABEL } from './deviceCharts';

const { members: mb } = schema;

/** The kept count tables' columns (member_signup_counts, member_place_counts: '' for none). */
const keptColumns = { countryCode: sql.raw('country_code'), gender: sql.raw('gender') };

/**
 * Country and gender conditions on the members, or on a kept count table with `keptColumns` ('' country
 * or gender: none recorded).
 */
export function memberFilters(
  filter: { country?: string | null; countryShortName?: string | null; gender?: string | null },
  columns: { countryCode: SQLWrapper; gender: SQLWrapper } = mb,
) {
  const country = countryKey(filter);
  const gender = genderKey(filter.gender);
  const out: SQL[] = [];
  if (country !== null)
    out.push(
      country === '' ? sql`coalesce(${columns.countryCode}, '') = ''` : eq(columns.countryCode, country),
    );
  if (gender !== null)
    out.push(
      gender === '' ? sql`coalesce(${columns.gender}, '') not in ('m', 'f')` : eq(columns.gender, gender),
    );
  return out;
}

/** The conditions on a kept count table, each after an `and`. */
const keptFilters = (filter: Parameters<typeof memberFilters>[0]) =>
  sql.join(
    memberFilters(filter, keptColumns).map((c) => sql` and ${c}`),
    sql``,
  );

/** `analytics/location`: members (not deleted) by country, or by city within a country; the city search. */
export async function location(db: Db, request: LocationRequest): Promise<LocationAnswer> {
  const limit = request.limit ?? DEFAULT_TOP_LIMIT;
  // members not deleted, from the kept counts (member_place_counts)
  const where = sql`not is_deleted ${keptFilters(request)}`;
  if (request.searchBy === 'city') {
    const text = request.search?.trim() ?? '';
    const found = text
      ? await sqlRows<{ city: string }>(
          db,
          sql`select city from member_place_counts where ${where}
            and city ilike ${`${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}
            group by city having sum(n) > 0 order by 1 limit 20`,
        )
      : [];
    return { valid: true, locationData: [], data: found.map((r) => r.city) };
  }
  if (request.dataFor === 'city') {
    const rows = await sqlRows<{ city: string; n: string | number }>(
      db,
      sql`select city, sum(n) as n from member_place_counts where ${where}
        group by 1 having sum(n) > 0 order by n desc, 1 limit ${limit}`,
    );
    return {
      valid: true,
      locationData: rows.map((r) => ({ city: r.city || UNKNOWN_LABEL, count: num(r.n) })),
    };
  }
  const rows = await sqlRows<{ code: string | null; name: string | null; n: string | number }>(
    db,
    sql`select nullif(country_code, '') as code, max(nullif(country, '')) filter (where n > 0) as name, sum(n) as n
      from member_place_counts where ${where}
      group by country_code having sum(n) > 0 order by n desc, country_code limit ${limit}`,
  );
  return {
    valid: true,
    locationData: rows.map((r) => ({
      country: r.name || r.code || UNKNOWN_LABEL,
      countryShortName: r.code,
      count: num(r.n),
    })),
  };
}

/**
 * `analytics/gender` (every sign-up of the year, deleted since or not) and `user/analytics/gender` (the
 * members of today who signed up that year): per month, men and women.
 */
export async function genderByYear(
  db: Db,
  request: GenderRequest,
  onlyCurrent: boolean,
): Promise<GenderAnswer> {
  const period = resolvePeriod({ forTime: 'month', yearRange: request.year });
  const { fromAt, toAt } = periodInstants(period);
  const city = request.city?.trim();
  const place = { country: request.country, countryShortName: request.countryShortName };
  type Row = { month: string; male: string | number; female: string | number };
  // a city is not kept with the sign-up counts: only then are the members counted
  const rows = city
    ? await sqlRows<Row>(
        db,
        sql`select to_char(${mb.createdAt} at time zone 'UTC', 'YYYY-MM') as month,
            count(*) filter (where ${mb.gender} = 'm') as male, count(*) filter (where ${mb.gender} = 'f') as female
          from ${mb}
          where ${and(
            gte(mb.createdAt, fromAt),
            lte(mb.createdAt, toAt),
            onlyCurrent ? eq(mb.isDeleted, false) : undefined,
            sql`lower(${mb.city}) = lower(${city})`,
            ...memberFilters(place),
          )}
          group by 1`,
      )
    : await sqlRows<Row>(
        db,
        sql`select to_char(day, 'YYYY-MM') as month, coalesce(sum(n) filter (where gender = 'm'), 0) as male,
            coalesce(sum(n) filter (where gender = 'f'), 0) as female
          from member_signup_counts where day between ${period.from}::date and ${period.to}::date
            ${onlyCurrent ? sql`and not is_deleted` : sql``} ${keptFilters(place)}
          group by 1`,
      );
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  const months = period.buckets.map((b) => {
    const r = byMonth.get(b.label.month!);
    return { _id: b.label.month!, maleCount: num(r?.male), femaleCount: num(r?.female) };
  });
  const totalMaleCount = months.reduce((s, r) => s + r.maleCount, 0);
  const totalFemaleCount = months.reduce((s, r) => s + r.femaleCount, 0);
  const empty = totalMaleCount + totalFemaleCount === 0;
  return {
    valid: true,
    maleAndFemaleMembers: empty ? [] : months,
    totalMaleAndFemale: { totalMaleCount, totalFemaleCount },
    ...(empty ? { message: m.noDataForYear } : {}),
  };
}

/** Sign-ups per day of the period (the kept counts): complete by gender, and incomplete. */
async function signUpsPerDay(db: Db, period: Period, filter: AnalyticsFilter) {
  return sqlRows<Record<string, string | number>>(
    db,
    sql`select day::text as day, sum(n) as total,
        coalesce(sum(n) filter (where is_registration_complete), 0) as complete,
        coalesce(sum(n) filter (where is_registration_complete and gender = 'm'), 0) as male,
        coalesce(sum(n) filter (where is_registration_complete and gender = 'f'), 0) as female
      from member_signup_counts where day between ${period.from}::date and ${period.to}::date ${keptFilters(filter)}
      group by 1`,
  );
}

function foldSignUps(period: Period, rows: Record<string, string | number>[]) {
  const acc = period.buckets.map(() => ({ total: 0, complete: 0, male: 0, female: 0 }));
  for (const r of rows) {
    const a = acc[bucketOf(period, String(r.day))];
    if (!a) continue;
    a.total += num(r.total);
    a.complete += num(r.complete);
    a.male += num(r.male);
    a.female += num(r.female);
  }
  return acc;
}

/** `analytics/onbording-complete-count`: sign-ups per bucket, complete (by gender) and incomplete. */
export async function onboardingCount(db: Db, request: AnalyticsChartFilter): Promise<OnboardingCountAnswer> {
  const period = resolvePeriod(request, METRICS_MAX_RANGE_DAYS);
  const acc = foldSignUps(period, await signUpsPerDay(db, period, request));
  return {
    valid: true,
    data: period.buckets.map((b, i) => {
      const a = acc[i]!;
      return {
        ...b.label,
        maleComplete: a.male,
        femaleComplete: a.female,
        incomplete: a.total - a.complete,
        count: a.total,
      };
    }),
  };
}

/** `analytics/onbording-complete-ratio` and `get-user-completion-rate`: complete sign-ups in percent. */
export async function completionRatio(
  db: Db,
  request: AnalyticsChartFilter,
  maxDays = METRICS_MAX_RANGE_DAYS,
): Promise<CompletionRatioAnswer> {
  const period = resolvePeriod(request, maxDays);
  const acc = foldSignUps(period, await signUpsPerDay(db, period, request));
  return {
    valid: true,
    data: period.buckets.map((b, i) => {
      const a = acc[i]!;
      const count = a.total ? Math.round((a.complete * 10000) / a.total) / 100 : 0;
      return {
        ...b.label,
        totalUsers: a.total,
        complete: a.complete,
        incomplete: a.total - a.complete,
        count,
      };
    }),
  };
}

/**
 * `analytics/user-cohort-retention`: members by sign-up day (the acquisition date) over the range (the last
 * 10 days by default, at most 30); cell i: those of the cohort active i days after signing up (kept in
 * analytics_cohort_days, see cohortDays.ts).
 */
export async function cohortRetention(db: Db, request: AnalyticsChartFilter): Promise<CohortAnswer> {
  const filter =
    !request.fromDate && !request.toDate && (request.forTime ?? 'custom') === 'custom'
      ? {
          ...request,
          toDate: todayIso(),
          fromDate: DateTime.utc()
            .minus({ days: COHORT_DEFAULT_DAYS - 1 })
            .toISODate()!,
        }
      : request;
  const period = resolvePeriod(filter, ANALYTICS_MAX_RANGE_DAYS);
  // both from kept counts: the sign-ups (deleted since or not) and the cohort cells
  const [sizes, cells] = await Promise.all([
    sqlRows<{ acq: string; n: string | number }>(
      db,
      sql`select day::text as acq, sum(n) as n from member_signup_counts
        where day between ${period.from}::date and ${period.to}::date ${keptFilters(request)}
        group by 1 having sum(n) > 0`,
    ),
    sqlRows<{ acq: string; i: string | number; n: string | number }>(
      db,
      sql`select signup_day::text as acq, day_offset as i, sum(members) as n from analytics_cohort_days
        where signup_day between ${period.from}::date and ${period.to}::date
          and signup_day + day_offset <= ${period.to}::date ${keptFilters(request)}
        group by 1, 2`,
    ),
  ]);
  const sizeOf = new Map(sizes.map((r) => [r.acq, num(r.n)]));
  const cellOf = new Map(cells.map((r) => [`${r.acq}|${num(r.i)}`, num(r.n)]));
  const span = period.buckets.length;
  const data = period.buckets
    .map((b, offset) => ({ b, offset }))
    .filter(({ b }) => sizeOf.has(b.start))
    .map(({ b, offset }) => {
      const totalUsers = sizeOf.get(b.start)!;
      return {
        acquisitionDate: b.start,
        totalUsers,
        cells: Array.from({ length: span }, (_, i) => {
          if (offset + i >= span) return null;
          const count = cellOf.get(`${b.start}|${i}`) ?? 0;
          return { count, percentage: Math.round((count * 10000) / totalUsers) / 100 };
        }),
      };
    });
  return { valid: true, success: true, data: { data } };
}

/** Drop-off: members who signed up in the period and have not completed onboarding, by the stage reached. */
export async function dropOff(db: Db, request: AnalyticsFilter) {
  const period = resolvePeriod(request, ANALYTICS_MAX_RANGE_DAYS);
  const rows = await sqlRows<{ stage: number; n: string | number }>(
    db,
    sql`select onboarding_stage as stage, sum(n) as n from member_signup_counts
      where day between ${period.from}::date and ${period.to}::date and not is_registration_complete
        and not is_deleted ${keptFilters(request)}
      group by 1 having sum(n) > 0 order by 1`,
  );
  return rows.map((r) => ({
    _id: num(r.stage),
    name: onboardingStages.find((s) => s.stage === num(r.stage))?.label ?? `Stage ${r.stage}`,
    count: num(r.n),
  }));
}

/** Registrations completed per day of the period (registration_completed_at). */
export async function completedPerDay(db: Db, request: AnalyticsFilter) {
  const period = resolvePeriod(request, ANALYTICS_MAX_RANGE_DAYS);
  const { fromAt, toAt } = periodInstants(period);
  const rows = await sqlRows<{ day: string; n: string | number }>(
    db,
    sql`select (${mb.registrationCompletedAt} at time zone 'UTC')::date::text as day, count(*) as n from ${mb}
      where ${and(
        isNotNull(mb.registrationCompletedAt),
        gte(mb.registrationCompletedAt, fromAt),
        lte(mb.registrationCompletedAt, toAt),
        ...memberFilters(request),
      )}
      group by 1 order by 1 desc`,
  );
  return rows.map((r) => ({ name: r.day, count: num(r.n) }));
}
