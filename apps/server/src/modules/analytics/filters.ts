import { DateTime } from 'luxon';
import {
  ANALYTICS_FIRST_YEAR,
  ANALYTICS_MAX_RANGE_DAYS,
  analyticsMessages as m,
  UNSPECIFIED_COUNTRY,
  type AnalyticsBucket,
  type AnalyticsFilter,
} from '@orrery/contract';
import { badRequest } from '../../lib/httpErrors';
import { countryCodeOfName, isCountryCode } from '../countries';

export type Unit = 'day' | 'week' | 'month';

/** One time bucket of a chart: its first and last day (UTC, both included) and how the answer names it. */
export interface Bucket {
  start: string;
  end: string;
  label: AnalyticsBucket;
}

export interface Period {
  unit: Unit;
  from: string;
  to: string;
  buckets: Bucket[];
}

const utcDay = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' });
export const todayIso = () => DateTime.utc().toISODate() as string;

function days(from: string, to: string): Bucket[] {
  const out: Bucket[] = [];
  for (let d = utcDay(from); d.toISODate()! <= to; d = d.plus({ days: 1 })) {
    const day = d.toISODate()!;
    out.push({ start: day, end: day, label: { date: day } });
  }
  return out;
}

function monthsOf(year: number, today: string): Period {
  if (!Number.isInteger(year) || year < ANALYTICS_FIRST_YEAR || year > Number(today.slice(0, 4)))
    throw badRequest(m.yearOutOfRange(ANALYTICS_FIRST_YEAR));
  const buckets: Bucket[] = [];
  for (let month = 1; month <= 12; month += 1) {
    const start = DateTime.utc(year, month, 1);
    if (start.toISODate()! > today) break;
    const end = start.endOf('month').toISODate()!;
    buckets.push({
      start: start.toISODate()!,
      end: end > today ? today : end,
      label: { month: start.toFormat('yyyy-MM') },
    });
  }
  return { unit: 'month', from: buckets[0]!.start, to: buckets[buckets.length - 1]!.end, buckets };
}

/** The weeks of a month: days 1–7, 8–14, 15–21, 22–28 and 29 to the end, cut at today. */
function weeksOf(month: string, today: string): Period {
  const first = utcDay(`${month}-01`);
  if (!first.isValid) throw badRequest(m.monthNotSelected);
  if (first.toISODate()! > today) throw badRequest(m.futureDate);
  const last = first.endOf('month').toISODate()!;
  const buckets: Bucket[] = [];
  for (const startDay of [1, 8, 15, 22, 29]) {
    const startAt: DateTime = first.set({ day: startDay });
    const start = startAt.toISODate()!;
    if (startAt.month !== first.month || start > today) break;
    let end = startDay === 29 ? last : startAt.plus({ days: 6 }).toISODate()!;
    if (end > today) end = today;
    buckets.push({ start, end, label: { week: { startDate: start, endDate: end } } });
  }
  return { unit: 'week', from: buckets[0]!.start, to: buckets[buckets.length - 1]!.end, buckets };
}

/**
 * The chart's period from the filter bar: custom (fromDate–toDate, daily, at most maxDays; without dates the
 * last maxDays days), week (the weeks of `month`), month or year (the months of `yearRange`). Dates in the
 * future, a reversed range or a missing value answer 400 with a message naming the field.
 */
export function resolvePeriod(filter: AnalyticsFilter, maxDays = ANALYTICS_MAX_RANGE_DAYS): Period {
  const today = todayIso();
  const forTime = filter.forTime ?? 'custom';
  if (forTime === 'year') {
    if (filter.yearRange === undefined || filter.yearRange === null) throw badRequest(m.selectYearRange);
    return monthsOf(filter.yearRange, today);
  }
  if (forTime === 'month') {
    if (filter.yearRange === undefined || filter.yearRange === null) throw badRequest(m.yearNotSelected);
    return monthsOf(filter.yearRange, today);
  }
  if (forTime === 'week') {
    if (!filter.month) throw badRequest(m.monthNotSelected);
    return weeksOf(filter.month, today);
  }
  let { fromDate: from, toDate: to } = filter;
  if (!from && !to) {
    to = today;
    from = utcDay(today)
      .minus({ days: maxDays - 1 })
      .toISODate()!;
  }
  if (!from || !to) throw badRequest(m.selectDates);
  if (from > today || to > today) throw badRequest(m.futureDate);
  if (to < from) throw badRequest(m.endBeforeStart);
  if (utcDay(to).diff(utcDay(from), 'days').days + 1 > maxDays) throw badRequest(m.rangeTooLong(maxDays));
  return { unit: 'day', from, to, buckets: days(from, to) };
}

/** The roll-ups' country key: an ISO-2 code, '' for members without a country, null for all countries. */
export function countryKey(filter: {
  country?: string | null;
  countryShortName?: string | null;
}): string | null {
  const code = filter.countryShortName?.trim() ?? '';
  if (code.toLowerCase() === UNSPECIFIED_COUNTRY) return '';
  if (code) {
    const upper = code.toUpperCase();
    if (!isCountryCode(upper)) throw badRequest(`There is no country with the code ${upper}.`);
    return upper;
  }
  const name = filter.country?.trim() ?? '';
  if (!name || ['all', 'all countries'].includes(name.toLowerCase())) return null;
  if (name.toLowerCase() === UNSPECIFIED_COUNTRY) return '';
  const byName =
    name.length === 2 && isCountryCode(name.toUpperCase()) ? name.toUpperCase() : countryCodeOfName(name);
  if (!byName) throw badRequest(`There is no country called ${name}: choose one from the list.`);
  return byName;
}

/** The roll-ups' gender key: 'm', 'f', '' (unknown) or null for all. */
export function genderKey(gender: string | null | undefined): string | null {
  if (!gender || gender === 'all') return null;
  return gender === 'u' ? '' : gender;
}

/** The first and last instant of a period, for timestamp columns (members, deletions). */
export const periodInstants = (period: { from: string; to: string }) => ({
  fromAt: utcDay(period.from).startOf('day').toJSDate(),
  toAt: utcDay(period.to).endOf('day').toJSDate(),
});

/** The bucket index of a day (YYYY-MM-DD) in a period, or -1. */
export function bucketOf(period: Period, day: string): number {
  return period.buckets.findIndex((b) => day >= b.start && day <= b.end);
}
