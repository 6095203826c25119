import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RULE_NAMES,
  PLANET_CODES,
  ASPECTS,
  chart,
  defaultRules,
  synastry,
  type Chart,
  type PlanetCode,
  type RuleSet,
} from '../src/index.js';

function fakeChart(lngs: Partial<Record<PlanetCode, number>>): Chart {
  const points = Object.fromEntries(
    PLANET_CODES.map((c) => [c, { lng: lngs[c] ?? 0, speed: 0 }]),
  ) as Chart['points'];
  return {
    jdUt: 2451545,
    lat: 0,
    lng: 0,
    node: 'mean',
    houseSystem: 'wholeSign',
    ayanamsa: 23.85,
    zodiac: 'sidereal',
    points,
    houses: [],
  };
}

// The example worked by hand in docs/synastry.md.
const A = fakeChart({ su: 0, mo: 199.47053, ve: 50, ma: 130 });
const B = fakeChart({ su: 140, mo: 120.48063, ve: 55, ma: 47 });
const SET: RuleSet = {
  planets: ['su', 'mo', 've', 'ma'],
  orbs: [
    { key: 'conjunction', value: 8, enabled: true },
    { key: 'trine', value: 6, enabled: true },
    { key: 'square', value: 5, enabled: true },
    { key: 'sextile', value: 4, enabled: false },
  ],
  synastryCategory: [
    { label: 'veryHigh', val1: 4, val2: 4, val3: 4, val4: 4 },
    { label: 'high', val1: 3, val2: 3, val3: 3, val4: 3 },
    { label: 'medium', val1: 2.5, val2: 2.5, val3: 2.5, val4: 2.5 },
    { label: 'low', val1: 1.5, val2: 1.5, val3: 1.5, val4: 1.5 },
    { label: 'veryLow', val1: 1, val2: 1, val3: 1, val4: 1 },
  ],
  heartLogo: {
    veryHigh: { val1: 75, val2: 100 },
    high: { val1: 60, val2: 75 },
    medium: { val1: 40, val2: 60 },
    veryLow: { val1: 0, val2: 40 },
  },
  synastryVsGm: [{ label: 'weight', val1: 70, val2: 30 }],
  synastryRules: [
    { rules: 'su_120_mo', communication: 4, connection: 2, energy: 3, stability: 1 },
    { rules: 've_0_ma', communication: 3, connection: 4, energy: 2, stability: 2 },
    { rules: 'su_90_ve', communication: 1, connection: 1, energy: 4, stability: 3 },
    { rules: 'mo_60_ve', communication: 4, connection: 4, energy: 4, stability: 4 },
    { rules: 'ju_0_su', communication: 4, connection: 4, energy: 4, stability: 4 },
  ],
};

describe('synastry: the hand-worked example', () => {
  const r = synastry(A, B, SET);

  it('keeps only rules whose planets are selected and whose orb is enabled', () => {
    expect(r.outRules.map((o) => o.rules)).toEqual(['su_120_mo', 've_0_ma', 'su_90_ve']);
  });

  it('measures abs one way and abs2 the other way', () => {
    const [trine, conj, square] = r.outRules;
    expect(trine!.abs).toBeCloseTo(120.48063, 6);
    expect(trine!.abs2).toBeCloseTo(59.47053, 6);
    expect(conj!.abs).toBeCloseTo(3, 9);
    expect(square!.abs).toBeCloseTo(55, 9);
    expect(square!.abs2).toBeCloseTo(90, 9);
    expect(square!.userB2Lng).toBe(140);
    expect(square!.userA2Lng).toBe(50);
    expect(r.outRules.every((o) => o.isValid)).toBe(true);
  });

  it('averages the valid weights per category on the 0–4 scale', () => {
    expect(r.comPer).toBeCloseTo((8 / 3 / 4) * 100, 9);
    expect(r.conPer).toBeCloseTo((7 / 3 / 4) * 100, 9);
    expect(r.enePer).toBeCloseTo(75, 9);
    expect(r.staPer).toBeCloseTo(50, 9);
    expect(r.synPer).toBeCloseTo(62.5, 9);
  });

  it('weighs synastry against guna milan 70/30', () => {
    expect(r.gunaTotal).toBe(11.5);
    expect(r.gunaPer).toBeCloseTo(31.944444, 5);
    expect(r.score).toBeCloseTo(53.333333, 5);
  });

  it('bands the categories and the heart score', () => {
    expect(r.categoryBands).toEqual({
      communication: 'high',
      connection: 'medium',
      energy: 'high',
      stability: 'medium',
    });
    expect(r.synastryCategory.high).toEqual({ val1: 2, val2: 50 });
    expect(r.synastryCategory.medium).toEqual({ val1: 2, val2: 50 });
    expect(r.synastryCategory.veryLow).toEqual({ val1: 0, val2: 0 });
    expect(r.heartBand).toBe('medium');
    expect(r.heartLogoCount).toEqual({ veryHigh: 0, high: 0, medium: 1, veryLow: 0 });
  });
});

describe('synastry rules', () => {
  it('caps a category at 99.5', () => {
    const set: RuleSet = {
      ...SET,
      synastryRules: [{ rules: 've_0_ma', communication: 5, connection: 0, energy: 0, stability: 0 }],
    };
    expect(synastry(A, B, set).comPer).toBe(99.5);
  });

  it('marks a rule outside its orb invalid and scores nothing', () => {
    const set: RuleSet = {
      ...SET,
      orbs: [{ key: 'conjunction', value: 2, enabled: true }],
      synastryRules: [SET.synastryRules[1]!],
    };
    const r = synastry(A, B, set);
    expect(r.outRules[0]!.isValid).toBe(false);
    expect(r.synPer).toBe(0);
  });

  it('ignores an orb whose value was cleared', () => {
    const set: RuleSet = { ...SET, orbs: [{ key: 'conjunction', value: null }] };
    expect(synastry(A, B, set).outRules).toHaveLength(0);
  });
});

describe('the default catalogue', () => {
  it('holds 253 hidden zero-weight rules with valid codes and the 11 aspects', () => {
    const rules = defaultRules();
    expect(rules).toHaveLength(253);
    expect(new Set(DEFAULT_RULE_NAMES).size).toBe(253);
    for (const r of rules) {
      const [a, deg, b] = r.rules.split('_');
      expect(PLANET_CODES).toContain(a);
      expect(PLANET_CODES).toContain(b);
      expect(ASPECTS.map((x) => x.code)).toContain(deg);
      expect([r.communication, r.connection, r.energy, r.stability, r.isVisible]).toEqual([
        0,
        0,
        0,
        0,
        false,
      ]);
    }
  });

  it('scores a real pair with every rule visible', () => {
    const set: RuleSet = {
      ...SET,
      planets: [...PLANET_CODES],
      orbs: ASPECTS.map((a) => ({ key: a.key, value: 5, enabled: true })),
      synastryRules: defaultRules().map((r) => ({
        ...r,
        communication: 2,
        connection: 2,
        energy: 2,
        stability: 2,
      })),
    };
    const a = chart(
      { utc: new Date('1990-05-17T08:30:00Z'), lat: 19.07, lng: 72.88 },
      { zodiac: 'sidereal' },
    );
    const b = chart({ utc: new Date('1992-11-02T21:10:00Z'), lat: 51.5, lng: -0.12 }, { zodiac: 'sidereal' });
    const r = synastry(a, b, set);
    expect(r.outRules).toHaveLength(253);
    expect(r.synPer).toBe(50);
  });
});
