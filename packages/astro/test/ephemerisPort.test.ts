import { Body, HelioState, Libration, MakeTime } from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import { moonEcliptic } from '../src/moon.js';
import { vsopState, type VsopPlanet } from '../src/vsop.js';

// Our one-pass evaluations of astronomy-engine's series (src/vsopData.ts, src/moonData.ts, made by
// scripts/gen-ephemeris-data.mjs) must give the library's own numbers.
const PLANETS: VsopPlanet[] = ['Mercury', 'Venus', 'Earth', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune'];
const days = Array.from({ length: 60 }, (_, i) => -36525 + i * 1238.7);

describe('ephemeris series evaluated in one pass', () => {
  it('VSOP position and velocity equal astronomy-engine HelioState, 1900–2100', () => {
    for (const tt of days) {
      const time = MakeTime(tt);
      for (const p of PLANETS) {
        const a = HelioState(Body[p], time),
          b = vsopState(p, time.tt);
        for (const k of ['x', 'y', 'z'] as const) expect(Math.abs(a[k] - b[k]), p).toBeLessThan(1e-14);
        for (const k of ['vx', 'vy', 'vz'] as const) expect(Math.abs(a[k] - b[k]), p).toBeLessThan(1e-16);
      }
    }
  });

  it('the Moon equals astronomy-engine CalcMoon, and its analytic rates the numerical ones', () => {
    for (const tt of days) {
      const time = MakeTime(tt);
      const lib = Libration(time); // mlon, mlat, dist_km straight from CalcMoon
      const m = moonEcliptic(time.tt);
      expect(Math.abs(((lib.mlon - (m.lon * 180) / Math.PI + 540) % 360) - 180) * 3600).toBeLessThan(1e-6);
      expect(Math.abs(lib.mlat - (m.lat * 180) / Math.PI) * 3600).toBeLessThan(1e-6);
      expect(Math.abs(lib.dist_km - m.dist * 1.4959787069098932e8)).toBeLessThan(1e-6);
      const h = 1e-3,
        a = moonEcliptic(time.tt - h),
        b = moonEcliptic(time.tt + h);
      const dlon = (((b.lon - a.lon + 3 * Math.PI) % (2 * Math.PI)) - Math.PI) / (2 * h);
      const arcsec = (180 / Math.PI) * 3600;
      expect(Math.abs(dlon - m.dlon) * arcsec).toBeLessThan(0.01); // ″ per day, of ~47,000
      expect(Math.abs((b.lat - a.lat) / (2 * h) - m.dlat) * arcsec).toBeLessThan(0.01);
      expect(Math.abs((b.dist - a.dist) / (2 * h) - m.ddist) / m.dist).toBeLessThan(1e-8);
    }
  });
});
