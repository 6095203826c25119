import { describe, expect, it } from 'vitest';
import { ASPECTS, DEFAULT_RULE_NAMES, PLANET_CODES } from '@orrery/astro';
import { SYNASTRY_ASPECTS, SYNASTRY_PLANETS } from '@orrery/contract';

describe("the contract's planets and aspects and the engine's catalogue", () => {
  it('are the same lists in both packages (the console reads the contract, the engine its own)', () => {
    expect(SYNASTRY_PLANETS).toEqual(PLANET_CODES);
    expect(SYNASTRY_ASPECTS.map((a) => [a.key, a.code])).toEqual(ASPECTS.map((a) => [a.key, a.code]));
  });

  it('names every rule planetA_degree_planetB with known codes only (no mistyped partner planet)', () => {
    const codes = new Set<string>(PLANET_CODES);
    const degrees = new Set<string>(ASPECTS.map((a) => a.code));
    for (const rule of DEFAULT_RULE_NAMES) {
      const [a = '', degree = '', b = ''] = rule.split('_');
      expect([codes.has(a), degrees.has(degree), codes.has(b)], rule).toEqual([true, true, true]);
    }
    expect(new Set(DEFAULT_RULE_NAMES).size).toBe(253);
  });
});
