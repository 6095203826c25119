import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { chart, synastry } from '@orrery/astro';
import { schema } from '@orrery/db';
import { createTestApp, type TestContext } from '../../../test/helpers';
import {
  DEFAULT_SET_NAME,
  DEMO_SET_NAME,
  demoSetContent,
  ruleSetForScoring,
  seedSynastrySetsOnce,
} from './index';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const log = pino({ level: 'silent' });

/** A deterministic stream of numbers in [0, 1). */
function random(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}

describe('the demo rule/score sets', () => {
  it('are created once, owned by the first superadmin, and stay deleted once deleted', async () => {
    await seedSynastrySetsOnce(t.db, true, log);
    const rows = await t.db.select().from(schema.synastrySets).orderBy(schema.synastrySets.createdAt);
    expect(rows.map((r) => r.name)).toEqual([DEFAULT_SET_NAME, DEMO_SET_NAME]);
    expect(rows.every((r) => r.ownerId === t.superadmin.id)).toBe(true);
    await t.db.delete(schema.synastrySets);
    await seedSynastrySetsOnce(t.db, true, log);
    expect(await t.db.select().from(schema.synastrySets)).toEqual([]);
  });

  it('spread the percentages of random pairs over the bands', async () => {
    const next = random(7);
    const person = () =>
      chart({
        utc: new Date(Date.UTC(1960 + Math.floor(next() * 45), 0, 1) + next() * 365 * 86_400_000),
        lat: next() * 120 - 60,
        lng: next() * 360 - 180,
      });
    const set = { ...demoSetContent(), id: 'demo', version: 1 };
    const hearts = new Map<string, number>();
    const bands = new Map<string, number>();
    for (let i = 0; i < 300; i++) {
      const result = synastry(person(), person(), set);
      hearts.set(result.heartBand, (hearts.get(result.heartBand) ?? 0) + 1);
      for (const band of Object.values(result.categoryBands)) bands.set(band, (bands.get(band) ?? 0) + 1);
    }
    // every heart band and every text band occurs, none holding half of the pairs (or of their texts)
    expect([...hearts.keys()].sort()).toEqual(['high', 'medium', 'veryHigh', 'veryLow']);
    expect(Math.max(...hearts.values())).toBeLessThan(150);
    expect([...bands.keys()].sort()).toEqual(['high', 'low', 'medium', 'veryHigh', 'veryLow']);
    expect(Math.max(...bands.values())).toBeLessThan(600);
    expect(await ruleSetForScoring(t.db, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});
