import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import { PLANET_CODES } from '@orrery/astro';
import { DEFAULT_ASTRO_SETTINGS, isSourceTextKey, TREE_ASPECTS } from '@orrery/contract';
import { schema } from '@orrery/db';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { demoSourceTexts } from './demoTexts';
import { astroEventSettings, seedTrendSettingsOnce } from './index';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const log = pino({ level: 'silent' });
const textCount = async () => (await t.db.select({ n: count() }).from(schema.astroSourceTexts))[0]?.n ?? 0;

describe('demo source texts', () => {
  const texts = demoSourceTexts();
  const keys = new Set(texts.map((text) => text.key));

  it('hold a text for every transit-aspect key the engine can name (t_a_<planet>_<aspect>_<point>)', () => {
    const moving = PLANET_CODES.filter((code) => code !== 'as' && code !== 'mc');
    for (const m of moving)
      for (const { code: aspect } of TREE_ASPECTS)
        for (const n of PLANET_CODES)
          expect(keys.has(`t_a_${m}_${aspect}_${n}`), `t_a_${m}_${aspect}_${n}`).toBe(true);
  });

  it('hold a text for every transit-house key (t_h_<planet>_01 … _12)', () => {
    for (const m of PLANET_CODES.filter((code) => code !== 'as' && code !== 'mc'))
      for (let house = 1; house <= 12; house++)
        expect(keys.has(`t_h_${m}_${String(house).padStart(2, '0')}`)).toBe(true);
    expect(texts).toHaveLength(12 * 5 * 14 + 12 * 12);
  });

  it('are valid keys of the tree, plainly labelled as demo text, with a title, summary and keywords', () => {
    for (const text of texts) {
      expect(isSourceTextKey(text.key), text.key).toBe(true);
      expect(text.fullText).toMatch(/^\[Demo text\]/);
      expect(text.summary).toMatch(/^\[Demo text\]/);
      expect(text.title && text.keywords).toBeTruthy();
    }
    expect(texts.find((text) => text.key === 't_a_sa_squ_su')?.title).toBe('Transit Saturn square natal Sun');
    expect(texts.find((text) => text.key === 't_h_ju_07')?.title).toBe('Transit Jupiter in house 7');
  });
});

describe('seedTrendSettingsOnce', () => {
  it('on a new database: the default settings (version 1) and the demo texts, with one audit row', async () => {
    await seedTrendSettingsOnce(t.db, true, log);
    const settings = await astroEventSettings(t.db);
    expect(settings).toMatchObject({ ...DEFAULT_ASTRO_SETTINGS, version: 1 });
    expect(await textCount()).toBe(984);
    const audit = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'trendSettings.seed'));
    expect(audit).toHaveLength(1);
  });

  it('only once: a deleted text stays deleted and the settings are not reset', async () => {
    await t.db.delete(schema.astroSourceTexts).where(eq(schema.astroSourceTexts.key, 't_h_ju_07'));
    await t.db.update(schema.astroSettings).set({ version: 5 });
    await seedTrendSettingsOnce(t.db, true, log);
    expect(await textCount()).toBe(983);
    expect((await astroEventSettings(t.db)).version).toBe(5);
  });
});
