import { bigint, date, index, integer, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './timestamptz';

/**
 * Roll-ups of app_events that the analytics calls read instead of the raw events, kept up to date
 * by the analytics-rollup job from its `seq` watermark. A dimension the event lacks is stored as '' (part of
 * a key). Every count is added in the same transaction that moves the watermark, so no event counts twice.
 */

/** Events per UTC day, kind, name (visit/action/feature), country and gender; session_end durations. */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    name: text('name').notNull().default(''),
    countryCode: text('country_code').notNull().default(''),
    gender: text('gender').notNull().default(''),
    events: bigint('events', { mode: 'number' }).notNull().default(0),
    durationCount: bigint('duration_count', { mode: 'number' }).notNull().default(0),
    durationSum: bigint('duration_sum', { mode: 'number' }).notNull().default(0),
    durationMin: integer('duration_min'),
    durationMax: integer('duration_max'),
  },
  (t) => [
    primaryKey({ name: 'analytics_daily_pkey', columns: [t.day, t.kind, t.name, t.countryCode, t.gender] }),
  ],
);

/**
 * Shared columns of a member's activity in a period (day or month): what distinct counts need (DAU/WAU/MAU,
 * unique users, cohorts, retention, members by language/device). Masks: bit i set when the member did the
 * i-th screenVisitTypes / userActionTypes / appFeatures entry in the period. Country, gender, device, OS,
 * app version and language: the latest seen in the period.
 */
const activityColumns = () => ({
  memberId: uuid('member_id').notNull(),
  countryCode: text('country_code').notNull().default(''),
  gender: text('gender').notNull().default(''),
  deviceName: text('device_name').notNull().default(''),
  os: text('os').notNull().default(''),
  appVersion: text('app_version').notNull().default(''),
  language: text('language').notNull().default(''),
  /** seq of the event the dimensions above come from: a later chunk only overwrites them with a later event. */
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
  events: integer('events').notNull().default(0),
  sessions: integer('sessions').notNull().default(0),
  visitMask: integer('visit_mask').notNull().default(0),
  actionMask: integer('action_mask').notNull().default(0),
  featureMask: integer('feature_mask').notNull().default(0),
});

/** One row per member and UTC day with at least one event. */
export const analyticsMemberDays = pgTable(
  'analytics_member_days',
  { day: date('day', { mode: 'string' }).notNull(), ...activityColumns() },
  (t) => [
    primaryKey({ name: 'analytics_member_days_pkey', columns: [t.day, t.memberId] }),
    index('analytics_member_days_member_idx').on(t.memberId, t.day),
  ],
);

/** One row per member and UTC month (its first day) with at least one event. */
export const analyticsMemberMonths = pgTable(
  'analytics_member_months',
  { month: date('month', { mode: 'string' }).notNull(), ...activityColumns() },
  (t) => [primaryKey({ name: 'analytics_member_months_pkey', columns: [t.month, t.memberId] })],
);

/** One row per member and week of a month (days 1–7, 8–14, 15–21, 22–28, 29 to the end; its first day). */
export const analyticsMemberWeeks = pgTable(
  'analytics_member_weeks',
  { week: date('week', { mode: 'string' }).notNull(), ...activityColumns() },
  (t) => [primaryKey({ name: 'analytics_member_weeks_pkey', columns: [t.week, t.memberId] })],
);

/**
 * One row per member and week of a month (its first day) for the member's activity in the 7 days before it,
 * the period before of weekly retention: a day counts for each week starting 1 to 7 days after it.
 */
export const analyticsMemberWeekBefores = pgTable(
  'analytics_member_week_befores',
  { week: date('week', { mode: 'string' }).notNull(), ...activityColumns() },
  (t) => [primaryKey({ name: 'analytics_member_week_befores_pkey', columns: [t.week, t.memberId] })],
);

/**
 * Distinct members per period, kept exact by the roll-up as its member rows change, so that no chart counts
 * member rows: `unit` day, week or month; `bucket` the period's first day; `measure` 'active' (any event),
 * 'session' (a session started), 'feature:<name>' (used it), 'returning' (active in the period before too;
 * `country_code` is then the one of the period before, `gender` the one of this period). Unit 'week_before'
 * counts only 'active': the members of the 7 days before each week (analytics_member_week_befores).
 * Country and gender are those of the member's row for the period.
 */
export const analyticsBucketCounts = pgTable(
  'analytics_bucket_counts',
  {
    unit: text('unit').notNull(),
    measure: text('measure').notNull(),
    bucket: date('bucket', { mode: 'string' }).notNull(),
    countryCode: text('country_code').notNull().default(''),
    gender: text('gender').notNull().default(''),
    members: bigint('members', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'analytics_bucket_counts_pkey',
      columns: [t.unit, t.measure, t.bucket, t.countryCode, t.gender],
    }),
  ],
);

/**
 * Every language, app version, device and OS (`dimension`: the column's name) a member had as a day's latest
 * in a calendar year (its first day), with the day's country and gender: added, never changed, so that the
 * roll-up counts a member under each value once a year (analytics_bucket_counts, unit 'year', measure
 * '<dimension>:<value>') and the year's charts by language or device read those counts.
 */
export const analyticsMemberYearValues = pgTable(
  'analytics_member_year_values',
  {
    year: date('year', { mode: 'string' }).notNull(),
    dimension: text('dimension').notNull(),
    value: text('value').notNull(),
    countryCode: text('country_code').notNull(),
    gender: text('gender').notNull(),
    memberId: uuid('member_id').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'analytics_member_year_values_pkey',
      // the member first: the roll-up looks a chunk's rows up in member order, each member's rows side by side
      columns: [t.memberId, t.year, t.dimension, t.value, t.countryCode, t.gender],
    }),
  ],
);

/**
 * Distinct members by language, app version, device or OS over any range of at most 31 days, as a sum over
 * its days, one row per day and value whatever the number of members or events. A member day's gap is the
 * days back to the member's previous day with the same value (and, as `filters` says, the same country,
 * gender or both; 32 when there is none within 31 days). A member is counted in a range once, on its first
 * day in it with the value, the one day whose gap reaches before the range's start. So `firsts[i]` (i from 1
 * to 31) counts the day's members with the value whose gap is at least i, and a range from `from` is the sum
 * over its days of `firsts[day - from + 1]`. `filters` is 'none', 'country', 'gender' or 'both': the row's
 * country and gender are '' where it does not filter by them. Moved by the roll-up as member days change
 * (valueDays.ts). Its key INCLUDEs `firsts` (migration 0033; drizzle's primaryKey() cannot say so), so that
 * a range is read from the index alone.
 */
export const analyticsValueDayFirsts = pgTable(
  'analytics_value_day_firsts',
  {
    filters: text('filters').notNull(),
    dimension: text('dimension').notNull(),
    countryCode: text('country_code').notNull(),
    gender: text('gender').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    value: text('value').notNull(),
    firsts: integer('firsts').array().notNull(),
  },
  (t) => [
    primaryKey({
      name: 'analytics_value_day_firsts_pkey',
      columns: [t.filters, t.dimension, t.countryCode, t.gender, t.day, t.value],
    }),
  ],
);

/**
 * The cohort table's cells: members who signed up on `signup_day` (UTC) and were active `day_offset` days
 * later (0 to 30), by the member's country and gender ('' for none) as the members table has them now.
 * Kept exact from both sides: the roll-up adds each new member day, and a statement trigger on members
 * moves a member's days when its sign-up day, country or gender changes (or it is added or removed).
 */
export const analyticsCohortDays = pgTable(
  'analytics_cohort_days',
  {
    signupDay: date('signup_day', { mode: 'string' }).notNull(),
    dayOffset: smallint('day_offset').notNull(),
    countryCode: text('country_code').notNull(),
    gender: text('gender').notNull(),
    members: bigint('members', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'analytics_cohort_days_pkey',
      columns: [t.signupDay, t.dayOffset, t.countryCode, t.gender],
    }),
  ],
);

/** The roll-up job's watermark: every event with seq <= lastSeq is counted in the tables above. */
export const analyticsRollupState = pgTable('analytics_rollup_state', {
  name: text('name').primaryKey(),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
  eventsRolled: bigint('events_rolled', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
