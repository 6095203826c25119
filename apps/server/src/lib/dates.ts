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

/** Whole years between a birth date and today (UTC). */
export function ageInYears(dob: string, now = DateTime.utc()): number {
  return Math.floor(now.diff(DateTime.fromISO(dob, { zone: 'utc' }), 'years').years);
}

export const iso = (date: Date) => date.toISOString();
export const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);
