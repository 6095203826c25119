/** Days and times as the console writes them (DD-MMM-YYYY, in UTC) and as the API takes days. */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');

/** The UTC day `offset` days from today, as the API takes it: 2026-11-27. */
export const isoDay = (offset = 0) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A day as the date fields show it: 2026-11-27 → 27-Nov-2026. */
export function pickerDay(date: string): string {
  const [year, month, dayOfMonth] = date.split('-');
  return `${dayOfMonth}-${MONTHS[Number(month) - 1]}-${year}`;
}

/** DD-MMM-YYYY HH:mm in UTC, as the console shows times. */
export function utcMinute(iso: string | null): string {
  const d = new Date(iso ?? NaN);
  return `${two(d.getUTCDate())}-${MONTHS[d.getUTCMonth()]}-${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}
