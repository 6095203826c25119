import dayjs from 'dayjs';
import type { AnalyticsBucket } from '@orrery/contract';

const sameYear = (days: readonly string[]) => new Set(days.map((d) => d.slice(0, 4))).size <= 1;

/** A day or month in the format, or the text as it came when it is no date. */
function formatted(text: string, format: string): string {
  const date = dayjs(text);
  return date.isValid() ? date.format(format) : text;
}

/**
 * A chart's time buckets as its x-axis shows them, abbreviated by range: days as "23 Nov" (with the year, "23
 * Nov 25", when the range crosses a year), weeks as "1–7 Nov" or "29 Nov–5 Dec", months as "Nov" ("Nov 25"
 * across years). The full labels stay in the tooltip, the CSV and the data table.
 */
export function shortBucketLabels(rows: readonly AnalyticsBucket[]): string[] {
  const days = rows.flatMap((r) => [r.date, r.week?.startDate, r.week?.endDate, r.month]);
  const oneYear = sameYear(days.filter((d): d is string => Boolean(d)));
  const dayFormat = oneYear ? 'D MMM' : 'D MMM YY';
  return rows.map((row) => {
    if (row.week) {
      const start = dayjs(row.week.startDate.slice(0, 10));
      const end = dayjs(row.week.endDate.slice(0, 10));
      return start.month() === end.month() && start.year() === end.year()
        ? `${start.format('D')}–${end.format('D MMM')}`
        : `${start.format('D MMM')}–${end.format(dayFormat)}`;
    }
    if (row.month)
      return /^\d{4}-\d{2}/.test(row.month)
        ? formatted(`${row.month.slice(0, 7)}-01`, oneYear ? 'MMM' : 'MMM YY')
        : row.month;
    return row.date ? formatted(row.date.slice(0, 10), dayFormat) : '';
  });
}
