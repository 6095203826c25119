import { norm360 } from './angles.js';

export type DashaLord = 'ke' | 've' | 'su' | 'mo' | 'ma' | 'ra' | 'ju' | 'sa' | 'me';

/** The Vimshottari sequence and its years (120 in all), starting with Ashwini's lord Ketu. */
export const DASHA_SEQUENCE: readonly (readonly [DashaLord, number])[] = [
  ['ke', 7],
  ['ve', 20],
  ['su', 6],
  ['mo', 10],
  ['ma', 7],
  ['ra', 18],
  ['ju', 16],
  ['sa', 19],
  ['me', 17],
];

export const DASHA_YEAR_DAYS = 365.25;
const DAY_MS = 86400000;
const YEAR_MS = DASHA_YEAR_DAYS * DAY_MS;

export interface DashaPeriod {
  lord: DashaLord;
  start: Date;
  end: Date;
}

export interface MahaDasha extends DashaPeriod {
  antar: DashaPeriod[];
}

export interface Vimshottari {
  /** the maha-dasha running at birth and what is left of it */
  balance: { lord: DashaLord; years: number; y: number; m: number; d: number };
  /** nine maha-dashas (120 years) from the one running at birth */
  periods: MahaDasha[];
}

function entry(i: number): readonly [DashaLord, number] {
  const e = DASHA_SEQUENCE[((i % 9) + 9) % 9];
  if (!e) throw new RangeError('dasha index');
  return e;
}

/**
 * Vimshottari dasha from the sidereal Moon at birth. The maha-dasha running at birth is the lord
 * of the Moon's nakshatra; the part of the nakshatra still to be crossed is the part of that
 * dasha still to run. Years are 365.25 days. The first maha-dasha is given from its theoretical
 * start (before birth) so that its antar-dashas keep their full lengths; `balance` says what
 * remains at birth, as years, months of 1/12 year and days of 1/30 month.
 */
export function vimshottari(moonSiderealLng: number, birthUtc: Date): Vimshottari {
  const span = 360 / 27;
  const lng = norm360(moonSiderealLng);
  const nakshatra = Math.min(26, Math.floor(lng / span));
  const elapsedFraction = (lng - nakshatra * span) / span;
  const first = nakshatra % 9;
  const [lord, years] = entry(first);
  const remaining = (1 - elapsedFraction) * years;

  const periods: MahaDasha[] = [];
  let start = birthUtc.getTime() - elapsedFraction * years * YEAR_MS;
  for (let k = 0; k < 9; k++) {
    const [mahaLord, mahaYears] = entry(first + k);
    const end = start + mahaYears * YEAR_MS;
    const antar: DashaPeriod[] = [];
    let a = start;
    for (let j = 0; j < 9; j++) {
      const [antarLord, antarYears] = entry(first + k + j);
      const aEnd = j === 8 ? end : a + ((mahaYears * antarYears) / 120) * YEAR_MS;
      antar.push({ lord: antarLord, start: new Date(a), end: new Date(aEnd) });
      a = aEnd;
    }
    periods.push({ lord: mahaLord, start: new Date(start), end: new Date(end), antar });
    start = end;
  }

  const y = Math.floor(remaining);
  const months = (remaining - y) * 12;
  const m = Math.floor(months);
  const d = Math.floor((months - m) * 30);
  return { balance: { lord, years: remaining, y, m, d }, periods };
}
