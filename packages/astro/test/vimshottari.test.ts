import { describe, expect, it } from 'vitest';
import { chart, localToUtc, vimshottari } from '../src/index.js';

describe('vimshottari', () => {
  const { utc } = localToUtc('1972-06-01T04:16', 'Asia/Kolkata');
  const moon = chart({ utc, lat: 16.25, lng: 81.2 }, { zodiac: 'sidereal' }).points.mo.lng;
  const v = vimshottari(moon, utc);

  it('starts the 1972 Andhra birth in the Sun dasha with 4 y 8 m 27 d left', () => {
    expect(v.balance.lord).toBe('su');
    expect([v.balance.y, v.balance.m, v.balance.d]).toEqual([4, 8, 27]);
  });

  it('runs the nine maha-dashas in order over 120 years of 365.25 days', () => {
    expect(v.periods.map((p) => p.lord)).toEqual(['su', 'mo', 'ma', 'ra', 'ju', 'sa', 'me', 'ke', 've']);
    const first = v.periods[0]!;
    const last = v.periods[8]!;
    expect((last.end.getTime() - first.start.getTime()) / 86400000).toBeCloseTo(120 * 365.25, 3);
    // the Sun dasha ends when the balance has run out
    expect((first.end.getTime() - utc.getTime()) / 86400000 / 365.25).toBeCloseTo(v.balance.years, 9);
    for (let i = 1; i < 9; i++) expect(v.periods[i]!.start.getTime()).toBe(v.periods[i - 1]!.end.getTime());
  });

  it('splits every maha-dasha into nine antar-dashas starting with its own lord', () => {
    const moonDasha = v.periods[1]!;
    expect(moonDasha.antar.map((a) => a.lord)).toEqual([
      'mo',
      'ma',
      'ra',
      'ju',
      'sa',
      'me',
      'ke',
      've',
      'su',
    ]);
    // Moon–Moon lasts 10 × 10 / 120 years
    const mm = moonDasha.antar[0]!;
    expect((mm.end.getTime() - mm.start.getTime()) / 86400000).toBeCloseTo((10 * 10 * 365.25) / 120, 3);
    expect(moonDasha.antar[8]!.end.getTime()).toBe(moonDasha.end.getTime());
  });
});
