import dayjs, { type Dayjs } from 'dayjs';
import { ALL_COUNTRIES, type TopPick } from '../countryOptions';
import { DATE_PARAM_FORMAT } from '../../lib/dates';
import {
  ANALYTICS_FIRST_YEAR,
  ANALYTICS_MAX_RANGE_DAYS,
  METRICS_MAX_RANGE_DAYS,
  UNSPECIFIED_COUNTRY,
  type AnalyticsFilter,
  type AnalyticsGender,
  type AnalyticsTimeRange,
  type AnalyticsTopLimit,
} from '@orrery/contract';

/** Days (a custom date range), Weeks (a month picked), Months (a year picked); the visit charts' Year. */
export type TimeRange = AnalyticsTimeRange;
export type GenderFilter = AnalyticsGender;
export type TopLimit = AnalyticsTopLimit;

/** The custom range component's default maximum, in days. */
export const DEFAULT_MAX_DAYS = ANALYTICS_MAX_RANGE_DAYS;
/** The custom range's maximum, in days, on the metrics and device charts. */
export const METRICS_MAX_DAYS = METRICS_MAX_RANGE_DAYS;

export const timeRangeLabels: Record<TimeRange, string> = {
  custom: 'Days',
  week: 'Weeks',
  month: 'Months',
  year: 'Year',
};

export const genderOptions: readonly { value: GenderFilter; label: string }[] = [
  { value: 'all', label: 'All Genders' },
  { value: 'm', label: 'Male' },
  { value: 'f', label: 'Female' },
  { value: 'u', label: 'Unspecified' },
];

/** The analytics country selector's top picks. */
export const analyticsTopPicks: readonly TopPick[] = [
  { value: ALL_COUNTRIES, label: 'All Countries' },
  { value: 'IN', label: 'India' },
  { value: 'BR', label: 'Brazil' },
  { value: UNSPECIFIED_COUNTRY, label: 'Unspecified' },
];

export interface AnalyticsFilters {
  forTime: TimeRange;
  /** Custom range, `YYYY-MM-DD`, both days whole. */
  from: string;
  to: string;
  /** Weeks: `YYYY-MM`. */
  month?: string;
  /** Months and Year: `YYYY`. */
  year?: string;
  country: string;
  gender: GenderFilter;
  limit: TopLimit;
}

/** How one chart's filters behave. */
export interface FilterRules {
  /** The longest custom range in days (30, or 10 on the metrics and device charts). */
  maxDays: number;
  /** A fixed span: the end is start plus span minus 1 and cannot be edited (visits 29 → 30 days, 20). */
  fixedDays?: number;
  /** The time ranges offered, Days first. */
  ranges: readonly TimeRange[];
}

export const defaultRules: FilterRules = { maxDays: DEFAULT_MAX_DAYS, ranges: ['custom', 'week', 'month'] };

const fmt = (d: Dayjs) => d.format(DATE_PARAM_FORMAT);

/** The number of days a range spans (the default range, or a fixed span). */
export const spanOf = (rules: FilterRules) => rules.fixedDays ?? rules.maxDays;

/** The last `days` days up to today. */
export function lastDays(days: number, today: Dayjs = dayjs()): { from: string; to: string } {
  return { from: fmt(today.subtract(days - 1, 'day')), to: fmt(today) };
}

/** Clear filters: custom range (the default span), all countries, all genders, top 10. */
export function clearedFilters(rules: FilterRules, today: Dayjs = dayjs()): AnalyticsFilters {
  const forTime = rules.ranges.includes('custom') ? 'custom' : (rules.ranges[0] ?? 'custom');
  const year = forTime === 'month' || forTime === 'year' ? { year: String(today.year()) } : {};
  return {
    forTime,
    ...lastDays(spanOf(rules), today),
    ...year,
    country: ALL_COUNTRIES,
    gender: 'all',
    limit: 10,
  };
}

/** Choosing a start sets the end to start plus the span minus one, never after today. */
export function endForStart(start: Dayjs, rules: FilterRules, today: Dayjs = dayjs()): Dayjs {
  const end = start.add(spanOf(rules) - 1, 'day');
  return end.isAfter(today, 'day') ? today.startOf('day') : end;
}

export const isFuture = (date: Dayjs, today: Dayjs = dayjs()) => date.isAfter(today, 'day');

/** The end picker: no future day, nothing before the start, nothing past start plus max days minus one. */
export function isEndDisabled(
  date: Dayjs,
  start: Dayjs,
  rules: FilterRules,
  today: Dayjs = dayjs(),
): boolean {
  return isFuture(date, today) || date.isBefore(start, 'day') || date.diff(start, 'day') >= rules.maxDays;
}

/** A range the rules allow: not in the future, end after start, at most max days (or exactly the fixed span). */
export function isRangeAllowed(
  from: string,
  to: string,
  rules: FilterRules,
  today: Dayjs = dayjs(),
): boolean {
  const start = dayjs(from);
  const end = dayjs(to);
  if (!start.isValid() || !end.isValid() || isFuture(end, today) || end.isBefore(start, 'day')) return false;
  const days = end.diff(start, 'day') + 1;
  if (rules.fixedDays) return days === rules.fixedDays || end.isSame(today, 'day');
  return days <= rules.maxDays;
}

/** The year choices: 2022 to the current year, newest first. */
export function yearChoices(today: Dayjs = dayjs()): string[] {
  const years: string[] = [];
  for (let y = today.year(); y >= ANALYTICS_FIRST_YEAR; y -= 1) years.push(String(y));
  return years;
}

/**
 * Switching the time range: Months (and Year) set the year to the current one if unset, Weeks the month
 * likewise.
 */
export function switchTimeRange(
  filters: AnalyticsFilters,
  forTime: TimeRange,
  today: Dayjs = dayjs(),
): AnalyticsFilters {
  const next = { ...filters, forTime };
  if ((forTime === 'month' || forTime === 'year') && !next.year) next.year = String(today.year());
  if (forTime === 'week' && !next.month) next.month = today.format('YYYY-MM');
  return next;
}

/** The problem that keeps a chart from loading, in the console's words; undefined when filters are complete. */
export function missingChoice(filters: AnalyticsFilters): string | undefined {
  if (filters.forTime === 'year' && !filters.year) return 'Please select a year range';
  if (filters.forTime === 'month' && !filters.year) return 'year value is not selected';
  if (filters.forTime === 'week' && !filters.month) return 'month value is not selected';
  return undefined;
}

/**
 * The filters as the analytics calls take them (AnalyticsFilter): the custom range's days (the server reads
 * the start as 00:00 and the end as 23:59:59), the month of Weeks, the year of Months and Year; the country
 * code (null for all), the gender (null for all).
 */
export function filterPayload(filters: AnalyticsFilters): AnalyticsFilter {
  const { forTime } = filters;
  const country = filters.country === ALL_COUNTRIES ? null : filters.country;
  return {
    countryShortName: country,
    gender: filters.gender === 'all' ? null : filters.gender,
    forTime,
    ...(forTime === 'custom' ? { fromDate: filters.from, toDate: filters.to } : {}),
    ...(forTime === 'week' ? { month: filters.month ?? null } : {}),
    ...(forTime === 'month' || forTime === 'year'
      ? { yearRange: filters.year ? Number(filters.year) : null }
      : {}),
  };
}
