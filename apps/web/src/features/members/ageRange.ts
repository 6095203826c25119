import dayjs, { type Dayjs } from 'dayjs';
import { toDateParam } from '../../lib/dates';

/**
 * The age filter becomes a birth-date range. Aged at least `min` means born on or
 * before today `min` years ago; aged at most `max` means born after today `max + 1` years ago.
 */
export function ageToDobRange(
  min: number | undefined,
  max: number | undefined,
  today: Dayjs = dayjs(),
): { dobStartDate?: string; dobEndDate?: string } {
  const day = today.startOf('day');
  return {
    dobStartDate: max === undefined ? undefined : toDateParam(day.subtract(max + 1, 'year').add(1, 'day')),
    dobEndDate: min === undefined ? undefined : toDateParam(day.subtract(min, 'year')),
  };
}
