import { DateTime } from 'luxon';
import { EMPTY_CELL } from './format';

const CM_PER_INCH = 2.54;

/** Height stored in metres, entered and shown in cm. */
export const metresToCm = (metres: number) => Math.round(metres * 10000) / 100;
export const cmToMetres = (cm: number) => Math.round(cm * 100) / 10000;

/** `170 cm` → `5 ft 7 in` (2.54 cm per inch, rounded to the nearest inch). */
export function feetAndInches(cm: number | null | undefined): string {
  if (cm === null || cm === undefined || !Number.isFinite(cm) || cm <= 0) return EMPTY_CELL;
  const inches = Math.round(cm / CM_PER_INCH);
  return `${Math.floor(inches / 12)} ft ${inches % 12} in`;
}

/** Age in whole years and months on `today` (UTC), e.g. `34 years 5 months`. */
export function ageInYearsAndMonths(
  dob: string | null | undefined,
  today: DateTime = DateTime.utc(),
): string {
  if (!dob) return EMPTY_CELL;
  const birth = DateTime.fromISO(dob, { zone: 'utc' });
  if (!birth.isValid || birth > today) return EMPTY_CELL;
  const { years, months } = today.diff(birth, ['years', 'months']).toObject();
  const y = Math.floor(years ?? 0);
  const m = Math.floor(months ?? 0);
  return `${y} ${y === 1 ? 'year' : 'years'} ${m} ${m === 1 ? 'month' : 'months'}`;
}

/** The four accepted date-of-birth formats, tried in turn (month names in English). */
export const DOB_FORMATS = ['dd-LLL-yyyy', 'dd-MM-yyyy', 'dd-LLL-yy', 'yyyy-MM-dd'] as const;

/**
 * Reads a date of birth written DD-MMM-YYYY, DD-MM-YYYY, DD-MMM-YY or YYYY-MM-DD and answers it as
 * YYYY-MM-DD, or null. A two-digit year is read as the most recent past year that ends so
 * (`90` → 1990, `05` → 2005), since a birth date cannot lie in the future.
 */
export function parseDob(text: string, today: DateTime = DateTime.utc()): string | null {
  const value = text.trim();
  for (const format of DOB_FORMATS) {
    let date = DateTime.fromFormat(value, format, { zone: 'utc', locale: 'en-US' });
    if (!date.isValid) continue;
    if (format === 'dd-LLL-yy') {
      const yy = date.year % 100;
      let year = Math.floor(today.year / 100) * 100 + yy;
      if (year > today.year) year -= 100;
      date = date.set({ year });
    }
    return date.toISODate();
  }
  return null;
}

/** YYYY-MM-DD → DD-MMM-YYYY, the way the form shows a stored date of birth. */
export function dobText(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = DateTime.fromISO(iso, { zone: 'utc' });
  return date.isValid ? date.toFormat('dd-LLL-yyyy', { locale: 'en-US' }) : iso;
}
