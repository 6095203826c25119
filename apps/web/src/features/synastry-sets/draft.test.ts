import { describe, expect, it } from 'vitest';
import { heartBands } from '@orrery/contract';
import {
  bodyOf,
  categoryPercent,
  setCategory,
  setHeart,
  setOrbEnabled,
  setOrbValue,
  startsWith,
  togglePlanet,
  upsertRule,
  visibleRules,
  type Draft,
} from './draft';

const rule = (rules: string, n = 0) => ({ rules, communication: n, connection: n, energy: n, stability: n });
const draft: Draft = {
  name: 'Test',
  notes: '',
  categories: [],
  collections: [],
  planets: ['su', 'mo'],
  orbs: [
    { key: 'conjunction', value: 5, enabled: true },
    { key: 'trine', value: 8, enabled: true },
  ],
  synastryCategory: [
    { label: 'veryHigh', val1: 4, val2: 4, val3: 4, val4: 4 },
    { label: 'high', val1: 3, val2: 3, val3: 3, val4: 3 },
  ],
  heartLogo: heartBands(80, 60, 40),
  synastryVsGm: [{ label: 'weight', val1: 50, val2: 50 }],
  synastryRules: [rule('su_0_mo'), rule('su_120_mo'), rule('su_0_ve'), rule('mo_90_mo')],
};
const names = (d: Draft) => visibleRules(d).map((r) => r.rules);

describe('the Synastry page draft', () => {
  it('shows a rule only while both planets and its orb are selected', () => {
    expect(names(draft)).toEqual(['su_0_mo', 'su_120_mo']);
    expect(names(togglePlanet(draft, 've', true))).toEqual(['su_0_mo', 'su_120_mo', 'su_0_ve']);
    expect(names(togglePlanet(draft, 'mo', false))).toEqual([]);
    expect(names(setOrbEnabled(draft, 'trine', false))).toEqual(['su_0_mo']);
  });

  it('clears an orb value when its box is unticked', () => {
    const off = setOrbEnabled(draft, 'trine', false);
    expect(off.orbs[1]).toEqual({ key: 'trine', value: null, enabled: false });
    const on = setOrbEnabled(off, 'trine', true);
    expect(names(on)).toEqual(['su_0_mo']);
    expect(names(setOrbValue(on, 'trine', 6))).toEqual(['su_0_mo', 'su_120_mo']);
  });

  it('keeps the first category row at 4 and resets values above 4 to 4', () => {
    expect(setCategory(draft, 0, 'val1', 2).synastryCategory[0]?.val1).toBe(4);
    expect(setCategory(draft, 1, 'val2', 7).synastryCategory[1]?.val2).toBe(4);
    expect(setCategory(draft, 1, 'val2', 2.5).synastryCategory[1]?.val2).toBe(2.5);
    expect(categoryPercent(3)).toBe(75);
  });

  it('chains the heart bands', () => {
    const h = setHeart(setHeart(draft, 'veryHigh', 85), 'veryLow', 35).heartLogo;
    expect(h).toEqual({
      veryHigh: { val1: 85, val2: 100 },
      high: { val1: 60, val2: 85 },
      medium: { val1: 35, val2: 60 },
      veryLow: { val1: 0, val2: 35 },
    });
  });

  it('adds or updates a rule; the body leaves isVisible out', () => {
    const updated = upsertRule(draft, rule('su_0_mo', 3));
    expect(updated.synastryRules[0]).toEqual(rule('su_0_mo', 3));
    expect(upsertRule(draft, rule('ma_0_ma', 1)).synastryRules).toHaveLength(5);
    const body = bodyOf({ ...draft, synastryRules: [{ ...rule('su_0_mo'), isVisible: true }] });
    expect(body.synastryRules[0]).toEqual(rule('su_0_mo'));
  });

  it('searches rules by prefix, whatever the case', () => {
    expect(startsWith('SU_1', 'su_120_mo')).toBe(true);
    expect(startsWith('120', 'su_120_mo')).toBe(false);
  });
});
