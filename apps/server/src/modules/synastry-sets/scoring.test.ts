import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { synastry, visibleRules } from '@orrery/astro';
import { schema } from '@orrery/db';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { defaultSetContent } from './defaults';
import { ruleSetForScoring, synastrySetVersion } from './index';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a set for scoring', () => {
  it('loads the stored set as the engine reads it, with its id and version', async () => {
    const content = defaultSetContent('Scoring');
    content.planets = ['su', 'mo'];
    content.orbs = content.orbs.map((o) => (o.key === 'trine' ? { ...o, value: 8, enabled: true } : o));
    const [row] = await t.db
      .insert(schema.synastrySets)
      .values({ ...content, ownerId: t.superadmin.id })
      .returning();
    const set = await ruleSetForScoring(t.db, row!.id);
    expect(set).toMatchObject({ id: row!.id, name: 'Scoring', version: 1, planets: ['su', 'mo'] });
    expect(visibleRules(set!).map((r) => r.rule.rules)).toEqual(['su_120_su', 'mo_120_mo', 'su_120_mo']);
    expect(await synastrySetVersion(t.db, row!.id)).toBe(1);
    await t.db.update(schema.synastrySets).set({ version: 2 }).where(eq(schema.synastrySets.id, row!.id));
    expect(await synastrySetVersion(t.db, row!.id)).toBe(2);
    expect(typeof synastry).toBe('function');
  });

  it('answers null for an unknown or malformed id', async () => {
    expect(await ruleSetForScoring(t.db, '00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await ruleSetForScoring(t.db, 'not-an-id')).toBeNull();
    expect(await synastrySetVersion(t.db, 'not-an-id')).toBeNull();
  });
});
