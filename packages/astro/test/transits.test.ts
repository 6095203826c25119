import { describe, expect, it } from 'vitest';
import { chart, progressedChart, transitEvents, type Chart } from '../src/index.js';

const natal: Chart = chart({ utc: new Date('1990-05-17T08:30:00Z'), lat: 19.07, lng: 72.88 });
const FROM = new Date('2025-01-01T00:00:00Z');
const TO = new Date('2026-01-01T00:00:00Z');
const events = transitEvents(natal, { from: FROM, to: TO, at: new Date('2025-06-01T00:00:00Z') });

function transitingLng(code: 'su' | 'me' | 've' | 'ma' | 'ju' | 'sa' | 'ur' | 'ne' | 'pl', at: Date): number {
  return chart({ utc: at, lat: 0, lng: 0 }).points[code].lng;
}

function deviation(a: number, b: number): number {
  return Math.abs(((a - b + 540) % 360) - 180);
}

const ANGLE = { conjunction: 0, sextile: 60, square: 90, trine: 120, opposition: 180 } as const;

describe('transitEvents', () => {
  it('finds the events of a year with the default settings', () => {
    expect(events.length).toBeGreaterThan(50);
    for (const e of events) {
      expect(e.intensity).toBeGreaterThanOrEqual(0);
      expect(e.intensity).toBeLessThanOrEqual(100);
      expect(e.momentum).toBeGreaterThanOrEqual(0);
      expect(e.momentum).toBeLessThanOrEqual(100);
      expect(e.house).toBeGreaterThanOrEqual(1);
      expect(e.house).toBeLessThanOrEqual(12);
    }
  });

  it('puts each exact time where a fresh chart shows the exact aspect', () => {
    const sunConj = events.find((e) => e.name === 't_a_su_con_su');
    expect(sunConj).toBeDefined();
    const at = sunConj!.peakTime;
    expect(deviation(transitingLng('su', at), natal.points.su.lng)).toBeLessThan(0.001);
    // the Sun's return to its natal place falls in mid-May
    expect(at.toISOString().slice(0, 7)).toBe('2025-05');
  });

  it('reports every exact time of a transit that returns by retrograde motion', () => {
    const returning = events.filter((e) => e.kind === 'transit' && e.peakTimes.length > 1);
    expect(returning.length).toBeGreaterThan(0);
    for (const e of returning.slice(0, 6)) {
      const code = e.transiting as 'me' | 've' | 'ma' | 'ju' | 'sa' | 'ur' | 'ne' | 'pl';
      const natalLng = natal.points[e.natal].lng;
      for (const p of e.peakTimes) {
        const lng = transitingLng(code, p);
        const dev = Math.min(
          deviation(lng, natalLng + ANGLE[e.aspect]),
          deviation(lng, natalLng - ANGLE[e.aspect]),
        );
        expect(dev, e.name).toBeLessThan(0.002);
      }
    }
  });

  it('opens and closes each window at the orb (1.7° by default)', () => {
    const e = events.find((x) => x.kind === 'transit' && x.transiting === 'ma' && x.start && x.end);
    expect(e).toBeDefined();
    const natalLng = natal.points[e!.natal].lng;
    for (const edge of [e!.start!, e!.end!]) {
      const lng = transitingLng('ma', edge);
      const dev = Math.min(
        deviation(lng, natalLng + ANGLE[e!.aspect]),
        deviation(lng, natalLng - ANGLE[e!.aspect]),
      );
      expect(dev).toBeCloseTo(1.7, 2);
    }
  });

  it('follows the settings: orbs, and progressed events only when asked', () => {
    const narrow = transitEvents(natal, {
      from: FROM,
      to: TO,
      settings: { transitAspectOrb: 0.5, progressedAspects: false },
    });
    expect(narrow.every((e) => e.kind === 'transit')).toBe(true);
    expect(narrow.length).toBeLessThan(events.filter((e) => e.kind === 'transit').length);
    const progressedOnly = transitEvents(natal, { from: FROM, to: TO, settings: { transitAspects: false } });
    expect(progressedOnly.every((e) => e.kind === 'progressed')).toBe(true);
  });

  it('marks phases relative to the reference instant', () => {
    const at = new Date('2025-06-01T00:00:00Z').getTime();
    for (const e of events) {
      if (e.start && at < e.start.getTime()) expect(e.phase).toBe('upcoming');
      if (e.end && at > e.end.getTime()) expect(e.phase).toBe('past');
    }
  });
});

describe('progressedChart', () => {
  it('advances the Sun about a degree a year and directs the angles by the same arc', () => {
    const birth = new Date('1990-05-17T08:30:00Z');
    const at = new Date('2020-05-17T08:30:00Z');
    const p = progressedChart(natal, birth, at);
    const arc = (p.points.su.lng - natal.points.su.lng + 360) % 360;
    expect(arc).toBeGreaterThan(28);
    expect(arc).toBeLessThan(30.5);
    // a day after birth for each (tropical) year of life: the chart of that instant
    const direct = chart({
      utc: new Date(birth.getTime() + (at.getTime() - birth.getTime()) / 365.242190402),
      lat: 19.07,
      lng: 72.88,
    });
    expect(deviation(p.points.mo.lng, direct.points.mo.lng)).toBeLessThan(1e-6);
    expect(deviation(p.points.mc.lng, natal.points.mc.lng + arc)).toBeLessThan(1e-9);
  });
});
