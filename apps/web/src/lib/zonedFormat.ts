import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { EMPTY_CELL } from './format';

dayjs.extend(utc);
dayjs.extend(timezone);

const ZONED_FORMAT = 'D MMM YYYY, HH:mm';

/**
 * An instant as `D MMM YYYY, HH:mm` ("24 Dec 2026, 09:00") in the IANA time zone `zone`; without a zone in
 * UTC, which it then says ("… (UTC)"). A zone the browser does not know gives the empty cell.
 */
export function formatInZone(value: string | null | undefined, zone?: string): string {
  const date = value ? dayjs.utc(value) : null;
  if (!date?.isValid()) return EMPTY_CELL;
  if (!zone) return `${date.format(ZONED_FORMAT)} (UTC)`;
  try {
    return date.tz(zone).format(ZONED_FORMAT);
  } catch {
    // RangeError from the browser's Intl: an unknown zone
    return EMPTY_CELL;
  }
}
