import { describe, expect, it } from 'vitest';
import { ayanamsa, chart, type PlanetCode } from '../src/index.js';
import { arcsecDiff } from './helpers.js';

// Swiss Ephemeris 2.10 (JPL DE431 files), 2000-01-01 12:00 UT, apparent geocentric longitudes.
const J2000_UTC = new Date(Date.UTC(2000, 0, 1, 12));
const SE_J2000: Partial<Record<PlanetCode, number>> = {
  su: 280.368919,
  me: 271.889277,
  ve: 241.565788,
  ma: 327.963303,
  ju: 25.253088,
  sa: 40.395663,
  ur: 314.809187,
  ne: 303.193012,
  pl: 251.454777,
};
const DELHI = { lat: 28.6139, lng: 77.209 };

describe('chart at J2000 against Swiss Ephemeris', () => {
  const c = chart({ utc: J2000_UTC, ...DELHI });

  it('puts every planet within 20″', () => {
    for (const [code, se] of Object.entries(SE_J2000)) {
      expect(arcsecDiff(c.points[code as PlanetCode].lng, se), code).toBeLessThan(20);
    }
  });

  it('puts the Moon within 5″', () => {
    expect(arcsecDiff(c.points.mo.lng, 223.323751)).toBeLessThan(5);
  });

  it('gives the mean node and Ketu opposite it', () => {
    expect(arcsecDiff(c.points.ra.lng, 125.040646)).toBeLessThan(1);
    expect(arcsecDiff(c.points.ke.lng, 305.040646)).toBeLessThan(1);
  });

  it('gives the true node from the osculating orbit within 20″', () => {
    const t = chart({ utc: J2000_UTC, ...DELHI }, { node: 'true' });
    expect(arcsecDiff(t.points.ra.lng, 123.954024)).toBeLessThan(20);
  });

  it('gives the Ascendant and MC in Delhi within 1″', () => {
    expect(arcsecDiff(c.points.as.lng, 100.19131)).toBeLessThan(1);
    expect(arcsecDiff(c.points.mc.lng, 357.45646)).toBeLessThan(1);
  });

  it('gives the true Lahiri ayanamsa within 0.1″', () => {
    expect(arcsecDiff(ayanamsa(J2000_UTC), 23.853222)).toBeLessThan(0.1);
    expect(arcsecDiff(c.ayanamsa, 23.853222)).toBeLessThan(0.1);
  });

  it('has plausible speeds (degrees per day)', () => {
    expect(c.points.su.speed).toBeCloseTo(1.0194, 3);
    expect(c.points.mo.speed).toBeGreaterThan(11);
    expect(c.points.mo.speed).toBeLessThan(15.5);
    expect(c.points.sa.speed).toBeLessThan(0); // Saturn was retrograde on 2000-01-01
    expect(c.points.ra.speed).toBeCloseTo(-0.05295, 4);
    expect(c.points.as.speed).toBeGreaterThan(200);
  });
});

describe('sidereal charts', () => {
  it('subtract the ayanamsa from every point', () => {
    const trop = chart({ utc: J2000_UTC, ...DELHI });
    const sid = chart({ utc: J2000_UTC, ...DELHI }, { zodiac: 'sidereal' });
    for (const code of ['su', 'mo', 'as', 'mc', 'ra'] as const) {
      expect(arcsecDiff(sid.points[code].lng + trop.ayanamsa, trop.points[code].lng)).toBeLessThan(1e-6);
    }
    expect(sid.points.mo.lng).toBeCloseTo(223.323751 - 23.853222, 3);
  });
});

describe('houses', () => {
  const c = (houses: 'wholeSign' | 'placidus' | 'sripati') => chart({ utc: J2000_UTC, ...DELHI }, { houses });

  it('whole sign starts at the Ascendant sign', () => {
    const h = c('wholeSign').houses;
    expect(h).toHaveLength(12);
    expect(h[0]).toBe(90); // Ascendant 100.19° is in Cancer
    expect(h[11]).toBe(60);
  });

  it('Placidus has the Ascendant and MC as cusps 1 and 10 and opposite cusps 180° apart', () => {
    const ch = c('placidus');
    expect(ch.houses[0]).toBeCloseTo(ch.points.as.lng, 9);
    expect(ch.houses[9]).toBeCloseTo(ch.points.mc.lng, 9);
    for (let i = 0; i < 6; i++) expect(arcsecDiff(ch.houses[i]! + 180, ch.houses[i + 6]!)).toBeLessThan(1e-6);
    // intermediate cusps lie in order between the angles
    const rel = ch.houses.map((h) => (((h - ch.houses[0]!) % 360) + 360) % 360);
    for (let i = 1; i < 12; i++) expect(rel[i]!).toBeGreaterThan(rel[i - 1]!);
  });

  it('Sripati cusps are midpoints of the Porphyry cusps, so the Ascendant is the middle of house 1', () => {
    const ch = c('sripati');
    const first = ch.houses[0]!,
      second = ch.houses[1]!;
    const asc = ch.points.as.lng;
    expect(asc > first || first > 300).toBe(true);
    expect(asc < second).toBe(true);
  });

  it('falls back to Porphyry-like cusps beyond the polar circle without throwing', () => {
    const ch = chart({ utc: J2000_UTC, lat: 78.2, lng: 15.6 }, { houses: 'placidus' });
    expect(ch.houses.every((h) => Number.isFinite(h))).toBe(true);
  });
});
