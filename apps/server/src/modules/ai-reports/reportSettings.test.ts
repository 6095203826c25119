import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { aiReportMessages as m, type AiReportSettingsAnswer } from '@orrery/contract';
import { schema } from '@orrery/db';
import { aiWritesSoFar, call } from '../../../test/aiReports';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { DEFAULT_AI_REPORT_SETTINGS } from './defaults';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const load = async () => {
  const res = await call(t, 'GET', 'get-astro-ai-report-settings');
  expect(res.statusCode).toBe(200);
  return res.json<AiReportSettingsAnswer>();
};

describe('GET /api/setting/get-astro-ai-report-settings', () => {
  it('answers the defaults before any save, and says that no AI model is configured', async () => {
    const { data, aiProvider } = await load();
    expect(data).toMatchObject({
      selectAIengine_p: 'gpt-4o',
      maxWords_p: 350,
      sourceTexts_ai_p: 'fullText',
      selectAIengine_f: 'gpt-4o-mini',
      maxWords_f: 200,
      sourceTexts_ai_f: 'keywords',
      version: 1,
      modifiedAt: null,
    });
    expect(aiProvider).toEqual({ name: 'offline composer', configured: false });
  });

  it('needs a token', async () => {
    const res = await call(t, 'GET', 'get-astro-ai-report-settings', undefined, null);
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/setting/astro-ai-report-settings', () => {
  const body = { ...DEFAULT_AI_REPORT_SETTINGS, maxWords_p: 400, selectAIengine_f: 'deepseek-r1' as const };

  it('saves the whole object over its version, "Successfully saved.", with one audit row', async () => {
    const res = await call(t, 'POST', 'astro-ai-report-settings', { ...body, version: 1 });
    expect(res.statusCode).toBe(200);
    const answer = res.json<AiReportSettingsAnswer>();
    expect(answer.message).toBe('Successfully saved.');
    expect(answer.data).toMatchObject({ maxWords_p: 400, selectAIengine_f: 'deepseek-r1', version: 2 });
    expect((await load()).data).toMatchObject({
      maxWords_p: 400,
      selectAIengine_f: 'deepseek-r1',
      version: 2,
    });
    const [audit] = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entityId, 'reportSettings'))
      .orderBy(desc(schema.auditLog.id));
    expect(audit).toMatchObject({ action: 'aiReportSettings.update', actorId: t.superadmin.id });
    expect(audit?.before).toMatchObject({ maxWords_p: 350 });
    expect(audit?.after).toMatchObject({ maxWords_p: 400 });
  });

  it('answers 409 on a stale version and writes nothing', async () => {
    const before = await aiWritesSoFar(t);
    const res = await call(t, 'POST', 'astro-ai-report-settings', { ...body, maxWords_p: 500, version: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ valid: false, message: m.staleSettings });
    expect(await aiWritesSoFar(t)).toEqual(before);
    expect((await load()).data.maxWords_p).toBe(400);
  });

  it.each([
    ['an engine not offered', { selectAIengine_p: 'gpt-5' }, 'gpt-4o, gpt-4o-mini or DeepSeek R1'],
    ['too few words', { maxWords_f: 5 }, 'Max. Words must be a whole number from 10 to 2000'],
    ['tokens that are no whole number', { maxTokens_p: 12.5 }, 'Max. Tokens must be a whole number'],
    ['an unknown source-text kind', { sourceTexts_ai_p: 'Full text' }, 'fullText, summary or keywords'],
    ['an empty system prompt', { promptSystem: '   ' }, 'The system prompt is required'],
    ['no version', { version: undefined }, 'version'],
  ])('refuses %s with 400 and writes nothing', async (_label, change, message) => {
    const before = await aiWritesSoFar(t);
    const res = await call(t, 'POST', 'astro-ai-report-settings', { ...body, version: 2, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(message);
    expect(await aiWritesSoFar(t)).toEqual(before);
  });

  it('needs a token', async () => {
    const res = await call(t, 'POST', 'astro-ai-report-settings', { ...body, version: 2 }, null);
    expect(res.statusCode).toBe(401);
  });

  it('lets a plain admin save too (no role gating here)', async () => {
    const admin = await t.addAdmin('admin');
    const res = await call(t, 'POST', 'astro-ai-report-settings', { ...body, version: 2 }, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json<AiReportSettingsAnswer>().data.version).toBe(3);
  });
});
