import { describe, expect, it } from 'vitest';
import { chart } from '@orrery/astro';
import { DEFAULT_ASTRO_SETTINGS, DEFAULT_TRANSIT_SCENARIO } from '@orrery/contract';
import { trendEvents } from './events';
import { houseCusps } from './houseTransits';
import { intensityOf, SCENARIO, scenarioOf } from './scenario';

const birth = new Date('1990-05-15T05:00:00Z');
const natal = { chart: chart({ utc: birth, lat: 19.076, lng: 72.8777 }), utc: birth, timeKnown: true };
const day = new Date('2026-11-23T12:00:00Z');
const peaks = (n: number) => ({ peakTimes: Array.from({ length: n }, () => day) });

describe('the transit-scenario row of an event', () => {
  it('is chosen by how often the event is exact, and by the turn of the moving point inside the orb', () => {
    expect(scenarioOf(peaks(1), true)).toBe('1/2 peaks once');
    expect(scenarioOf(peaks(1), false)).toBe('1/2 peaks once');
    expect(scenarioOf(peaks(0), true)).toBe('3/5 does not peak');
    expect(scenarioOf(peaks(2), true)).toBe('4/6 peaks twice');
    expect(scenarioOf(peaks(0), false)).toBe('7/9 does not peak');
    expect(scenarioOf(peaks(2), false)).toBe('8/10 peaks twice');
    expect(scenarioOf(peaks(3), true)).toBe('11 peaks three times');
  });

  it('gives the scenario table number of its aspect; a dropped row or an empty cell gives none', () => {
    expect(intensityOf(DEFAULT_TRANSIT_SCENARIO, SCENARIO.once, 'square')).toBe(0.8);
    expect(intensityOf(DEFAULT_TRANSIT_SCENARIO, SCENARIO.twiceTurningDirect, 'trine')).toBe(0.65);
    const edited = [{ ...DEFAULT_TRANSIT_SCENARIO[0]!, scenario: '1/2 once (edited)', sextile: null }];
    expect(intensityOf(edited, SCENARIO.once, 'trine')).toBe(0.7);
    expect(intensityOf(edited, SCENARIO.once, 'sextile')).toBeNull();
    expect(intensityOf(edited, SCENARIO.threeTimes, 'trine')).toBeNull();
  });
});

describe("a member's events of a day", () => {
  const events = trendEvents(natal, day, DEFAULT_ASTRO_SETTINGS);

  it('are the transits and progressions active that day, each in its row with its intensity', () => {
    const aspects = events.filter((e) => e.kind !== 'houseTransit');
    expect(aspects.length).toBeGreaterThan(0);
    for (const e of aspects) {
      expect(e.start === null || e.start <= day).toBe(true);
      expect(e.end === null || e.end >= day).toBe(true);
      expect(['applying', 'exact', 'separating']).toContain(e.phase);
      expect(Object.values(SCENARIO)).toContain(e.scenario);
      expect(e.intensity).not.toBeNull();
    }
  });

  it('end with one house transit per transiting body, the house by the house type', () => {
    const houses = events.filter((e) => e.kind === 'houseTransit');
    expect(houses.map((e) => e.name.split('_')[2]).join(' ')).toBe('su me ve ma ju sa ra ke ur ne pl');
    // Rahu and Ketu stand in opposite houses
    const house = (p: string) => houses.find((e) => e.name.startsWith(`t_h_${p}_`))?.house ?? 0;
    expect((house('ra') - house('ke') + 12) % 12).toBe(6);
    for (const type of ['wholeSign', 'bhavaChal', 'sppChalit'] as const) {
      const cusps = houseCusps(natal.chart, natal.utc, type);
      expect(cusps).toHaveLength(12);
      expect(
        trendEvents(natal, day, { ...DEFAULT_ASTRO_SETTINGS, transitHouseType: type }).at(-1)?.name,
      ).toMatch(/^t_h_pl_(0[1-9]|1[0-2])$/);
    }
  });

  it('are none with transit and progressed aspects switched off', () => {
    expect(
      trendEvents(natal, day, { ...DEFAULT_ASTRO_SETTINGS, transitAspects: false, progressedAspects: false }),
    ).toEqual([]);
  });
});

describe('without a birth time', () => {
  it('has no house transits and no event to or of the Ascendant or Midheaven', () => {
    const events = trendEvents({ ...natal, timeKnown: false }, day, DEFAULT_ASTRO_SETTINGS);
    expect(events.length).toBeGreaterThan(0);
    expect(events.filter((e) => e.kind === 'houseTransit' || /_(as|mc)(_|$)/.test(e.name))).toEqual([]);
  });
});
