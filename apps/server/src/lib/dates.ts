import { DateTime } from 'luxon';
import { commonMessages } from '@orrery/contract';
import { badRequest } from './httpErrors';

/** `YYYY-MM-DD` filters: start at 00:00 and end at 23:59:59.999 UTC; none may lie in the future. */
export function dayRange(start: string | undefined, end: string | undefined): { from?: Date; to?: Date } {
  const today = DateTime.utc().toISODate();
  for (const day of [start, end]) if (day && day > today) throw badRequest(commonMessages.futureDate);
  if (start && end && start > end) throw badRequest('The start date must not be after the end date.');
  return {
    from: start ? DateTime.fromISO(start, { zone: 'utc' }).startOf('day').toJSDate() : undefined,
    to: end ? DateTime.fromISO(end, { zone: 'utc' }).endOf('day').toJSDate() : undefined,
  };
}

/**
 * Whole years between a birth date (YYYY-MM-DD) and today (UTC): by the calendar fields, not a Luxon
 * diff, which was a noticeable share of the server's time on a members page.
 */
export function ageInYears(dob: string, now = new Date()): number {
  const [year, month, day] = dob.split('-').map(Number) as [number, number, number];
  const [nowMonth, nowDay] = [now.getUTCMonth() + 1, now.getUTCDate()];
  const birthdayPassed = nowMonth > month || (nowMonth === month && nowDay >= day);
  return now.getUTCFullYear() - year - (birthdayPassed ? 0 : 1);
}

/** ageInYears in SQL, for a date column or expression: whole years from the date to today (UTC). */
export const ageSql = (dob: string) =>
  `extract(year from age((now() at time zone 'UTC')::date, ${dob}))::int`;

export const iso = (date: Date) => date.toISOString();
/** A timestamptz as `iso` writes it (UTC, milliseconds, Z), in SQL; null stays null. */
export const isoSql = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
export const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);
