import { DEG, RAD, norm360 } from './angles.js';
import type { HouseSystem } from './types.js';

/** Sidereal-day rate of the RAMC in degrees per day of UT. */
export const RAMC_RATE = 360.98564736629;

/** Ecliptic longitude of the Ascendant for a RAMC, latitude and true obliquity (degrees). */
export function ascendant(ramc: number, lat: number, eps: number): number {
  const r = ramc * DEG,
    e = eps * DEG;
  return norm360(
    Math.atan2(Math.cos(r), -(Math.sin(r) * Math.cos(e) + Math.tan(lat * DEG) * Math.sin(e))) * RAD,
  );
}

/** Ecliptic longitude of the Midheaven (MC). */
export function midheaven(ramc: number, eps: number): number {
  const r = ramc * DEG;
  return norm360(Math.atan2(Math.sin(r), Math.cos(r) * Math.cos(eps * DEG)) * RAD);
}

/** Ecliptic longitude of the point of the ecliptic with right ascension ra. */
function eclipticOfRa(ra: number, eps: number): number {
  const r = ra * DEG;
  return norm360(Math.atan2(Math.sin(r), Math.cos(r) * Math.cos(eps * DEG)) * RAD);
}

function wholeSign(asc: number): number[] {
  const first = Math.floor(asc / 30) * 30;
  return Array.from({ length: 12 }, (_, i) => norm360(first + 30 * i));
}

function porphyry(asc: number, mc: number): number[] {
  const c = new Array<number>(12).fill(0);
  const q1 = norm360(asc - mc) / 3;
  const q2 = norm360(mc + 180 - asc) / 3;
  c[9] = mc;
  c[10] = norm360(mc + q1);
  c[11] = norm360(mc + 2 * q1);
  c[0] = asc;
  c[1] = norm360(asc + q2);
  c[2] = norm360(asc + 2 * q2);
  for (let i = 3; i < 9; i++) c[i] = norm360((c[(i + 6) % 12] ?? 0) + 180);
  return c;
}

/** Sripati: every cusp is the midpoint of two consecutive Porphyry cusps (which become the bhava middles). */
function sripati(asc: number, mc: number): number[] {
  const p = porphyry(asc, mc);
  return p.map((cusp, i) => {
    const prev = p[(i + 11) % 12] ?? 0;
    return norm360(prev + norm360(cusp - prev) / 2);
  });
}

/**
 * Placidus cusp: the ecliptic point whose hour angle is the given fraction of its own semi-arc.
 * Returns undefined where the point never rises or sets (polar latitudes).
 */
function placidusCusp(
  ramc: number,
  lat: number,
  eps: number,
  fraction: number,
  nocturnal: boolean,
): number | undefined {
  const tanLat = Math.tan(lat * DEG);
  const sinEps = Math.sin(eps * DEG);
  let ra = ramc + (nocturnal ? 180 - 90 * fraction : 90 * fraction);
  let lng = eclipticOfRa(ra, eps);
  for (let i = 0; i < 50; i++) {
    const dec = Math.asin(sinEps * Math.sin(lng * DEG));
    const x = tanLat * Math.tan(dec);
    if (Math.abs(x) > 1) return undefined;
    const ad = Math.asin(x) * RAD;
    ra = nocturnal ? ramc + 180 - fraction * (90 - ad) : ramc + fraction * (90 + ad);
    const next = eclipticOfRa(ra, eps);
    const delta = Math.abs(norm360(next - lng + 180) - 180);
    lng = next;
    if (delta < 1e-10) break;
  }
  return lng;
}

function placidus(ramc: number, lat: number, eps: number, asc: number, mc: number): number[] {
  const c11 = placidusCusp(ramc, lat, eps, 1 / 3, false);
  const c12 = placidusCusp(ramc, lat, eps, 2 / 3, false);
  const c2 = placidusCusp(ramc, lat, eps, 2 / 3, true);
  const c3 = placidusCusp(ramc, lat, eps, 1 / 3, true);
  if (c11 === undefined || c12 === undefined || c2 === undefined || c3 === undefined)
    return porphyry(asc, mc);
  const c = [asc, c2, c3, 0, 0, 0, 0, 0, 0, mc, c11, c12];
  for (let i = 3; i < 9; i++) c[i] = norm360((c[(i + 6) % 12] ?? 0) + 180);
  return c;
}

/**
 * Tropical cusps of a house system. Placidus falls back to Porphyry where its cusps do not exist
 * (beyond the polar circles), as Swiss Ephemeris does.
 */
export function houseCusps(
  system: HouseSystem,
  ramc: number,
  lat: number,
  eps: number,
  asc: number,
  mc: number,
): number[] {
  switch (system) {
    case 'wholeSign':
      return wholeSign(asc);
    case 'sripati':
      return sripati(asc, mc);
    case 'placidus':
      return placidus(ramc, lat, eps, asc, mc);
  }
}
