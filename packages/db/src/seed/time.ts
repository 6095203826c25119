const DAY = 86_400_000;

/** `YYYY-MM-DD` of a moment, in UTC. */
export const dayString = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Monday (UTC) of the week holding the moment, as `YYYY-MM-DD`. */
export function mondayOf(ms: number): string {
  const weekday = (new Date(ms).getUTCDay() + 6) % 7;
  return dayString(ms - weekday * DAY);
}

const names = new Intl.DisplayNames(['en'], { type: 'region' });
const cache = new Map<string, string>();

/** English name of an ISO-2 country code (CLDR, through Intl). */
export function countryName(code: string): string {
  let name = cache.get(code);
  if (name === undefined) {
    name = names.of(code) ?? code;
    cache.set(code, name);
  }
  return name;
}

/** Tropical sun sign of a birth date: the first day (MMDD) each sign begins. */
const signStarts: readonly [number, string][] = [
  [120, 'aquarius'],
  [219, 'pisces'],
  [321, 'aries'],
  [420, 'taurus'],
  [521, 'gemini'],
  [621, 'cancer'],
  [723, 'leo'],
  [823, 'virgo'],
  [923, 'libra'],
  [1023, 'scorpio'],
  [1122, 'sagittarius'],
  [1222, 'capricorn'],
];

export function sunSign(dob: string): string {
  const mmdd = Number(dob.slice(5, 7)) * 100 + Number(dob.slice(8, 10));
  let sign = 'capricorn';
  for (const [start, name] of signStarts) if (mmdd >= start) sign = name;
  return sign;
}
