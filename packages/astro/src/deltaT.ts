import { IERS_FIRST_YEAR, IERS_YEARLY, SMH2016_SPLINE } from './deltaTData.js';

/**
 * ΔT = TT − UT in seconds for a UT Julian day, following the model Swiss Ephemeris 2.10 uses
 * by default, so that our Moon agrees with it after 2020 as well as before:
 *  - before 1955: the Stephenson–Morrison–Hohenkerk 2016 spline, corrected from its lunar tidal
 *    acceleration (−25.85″/cy²) to DE431's (−25.80″/cy²), and blended over the 1000 days before
 *    1955-01-01 into the observed series;
 *  - 1955–2028: the yearly IERS series, interpolated by a cubic through four neighbours;
 *  - after 2028: the SMH2016 long-term cubic 64 + 0.1737·B + B²/1250 + 121·B³/3×10⁷ (B = year − 2000),
 *    offset so that it meets the table and relaxing to the pure formula over a century.
 */
const J1955 = 2435108.5;
const BLEND_START = 2434108.5;
const TIDAL_FACTOR = -0.000091 * (-25.8 - -25.85);
const TABLE_END_YEAR = IERS_FIRST_YEAR + IERS_YEARLY.length - 1;

function splineSeconds(jd: number): number {
  const yearGreg = 2000 + (jd - 2451545) / 365.2425;
  let dt: number | undefined;
  for (const [start, end, a0, a1, a2, a3] of SMH2016_SPLINE) {
    if (jd >= start && jd < end) {
      const t = (jd - start) / (end - start);
      dt = a0 + t * (a1 + t * (a2 + t * a3));
      break;
    }
  }
  if (dt === undefined) {
    const t = (yearGreg - 1825) / 100;
    dt = -320 + 32.5 * t * t + 269.4790417;
  }
  const b = yearGreg - 1955;
  return dt + TIDAL_FACTOR * b * b;
}

function tableValue(i: number): number {
  const clamped = Math.min(Math.max(i, 0), IERS_YEARLY.length - 1);
  return IERS_YEARLY[clamped] ?? 0;
}

function tableSeconds(year: number): number {
  const x = year - IERS_FIRST_YEAR;
  const i = Math.floor(x);
  const p = x - i;
  if (i <= 0 || i >= IERS_YEARLY.length - 2) {
    return tableValue(i) + p * (tableValue(i + 1) - tableValue(i));
  }
  const y0 = tableValue(i - 1);
  const y1 = tableValue(i);
  const y2 = tableValue(i + 1);
  const y3 = tableValue(i + 2);
  // Cubic Lagrange through (−1, y0), (0, y1), (1, y2), (2, y3).
  return (
    y1 + p * ((y2 - y0) / 2 + p * ((2 * y0 - 5 * y1 + 4 * y2 - y3) / 2 + p * ((3 * (y1 - y2) + y3 - y0) / 2)))
  );
}

function longTermCubic(year: number): number {
  const b = year - 2000;
  return 64 + (b * 521) / 3000 + (b * b) / 1250 + (b * b * b * 121) / 30000000;
}

/** ΔT in seconds for a Julian day on the UT scale. */
export function deltaTSeconds(jdUt: number): number {
  if (jdUt < J1955) {
    let dt = splineSeconds(jdUt);
    if (jdUt >= BLEND_START) dt += (1 - (J1955 - jdUt) / 1000) * 0.6610218;
    return dt;
  }
  const year = 2000 + (jdUt - 2451544.5) / 365.25;
  if (year <= TABLE_END_YEAR) return tableSeconds(year);
  let dt = longTermCubic(year);
  if (year <= TABLE_END_YEAR + 100) {
    const gap = longTermCubic(TABLE_END_YEAR) - tableValue(IERS_YEARLY.length - 1);
    dt += gap * (year - (TABLE_END_YEAR + 100)) * 0.01;
  }
  return dt;
}
