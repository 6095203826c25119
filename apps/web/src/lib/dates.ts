import dayjs, { type Dayjs } from 'dayjs';

/** Filter dates are sent as calendar days; the server reads a start as 00:00 and an end as 23:59:59. */
export const DATE_PARAM_FORMAT = 'YYYY-MM-DD';

export function toDateParam(date: Dayjs): string {
  return date.format(DATE_PARAM_FORMAT);
}

export function fromDateParam(value: string | undefined): Dayjs | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = dayjs(value);
  return date.isValid() ? date : null;
}

/** For antd pickers: no day after today may be chosen. */
export function isFutureDay(date: Dayjs): boolean {
  return date.isAfter(dayjs().endOf('day'));
}

/** The bounds of a chosen range: start of its first day, end of its last day. */
export function dayBounds(start: Dayjs, end: Dayjs): { start: Dayjs; end: Dayjs } {
  return { start: start.startOf('day'), end: end.endOf('day') };
}
