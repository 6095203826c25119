import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  DEFAULT_ASTRO_SETTINGS,
  trendReportMessages as m,
  type TrendReport,
  type TrendReportAnswer,
} from '@orrery/contract';
import { schema } from '@orrery/db';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/fakeOpenAi';
import { insertMember } from '../../../test/members';

const URL = '/api/astrologic/generate-astro-event-report-using-ai';
const DATE = '2026-11-23T12:00:00.000Z';
/** Words of a report; the offline composer marks a cut text with a lone "…". */
const wordCount = (text: string) => text.split(/\s+/).filter((w) => w !== '' && w !== '…').length;

let t: TestContext;
let member: string;
beforeAll(async () => {
  t = await createTestApp();
  member = await insertMember(t.db, { dob: '1990-05-15', tob: '10:30' });
});
afterAll(() => t.close());

const body = (over: Record<string, unknown> = {}) => ({
  userId: member,
  date: DATE,
  gender: 'f',
  usertype: 'type-p',
  language: 'en',
  ...over,
});
const generate = (payload: object, token: string | null = t.superadmin.token, ctx = t) =>
  ctx.app.inject({ method: 'POST', url: URL, payload, headers: token ? ctx.auth(token) : {} });
const reportAudits = async (ctx = t) =>
  (
    await ctx.db.select({ n: count() }).from(schema.auditLog).where(eq(schema.auditLog.entity, 'trendReport'))
  )[0]?.n ?? 0;

describe('POST /api/astrologic/generate-astro-event-report-using-ai', () => {
  it("answers the member's events of the day as a map by name, with the offline report, its tokens and one audit row", async () => {
    const before = await reportAudits();
    const res = await generate(body());
    expect(res.statusCode).toBe(200);
    const { message, data } = res.json<TrendReportAnswer>();
    expect(message).toBe(m.generated);
    const events = data.transitChartData.transit_events;
    const names = Object.keys(events);
    expect(names.length).toBeGreaterThan(0);
    for (const [name, row] of Object.entries(events)) {
      expect(row.name).toBe(name);
      expect(name).toMatch(
        /^(t_a_\w\w_(con|sex|squ|tri|opp)_\w\w|p_\w\w_(con|sex|squ|tri|opp)_\w\w|t_h_\w\w_(0[1-9]|1[0-2]))$/,
      );
      expect(row.momentum).toBeGreaterThanOrEqual(0);
      expect(row.momentum).toBeLessThanOrEqual(100);
    }
    // eleven house transits (Sun to Pluto and the nodes), by whole signs by default
    expect(names.filter((n) => n.startsWith('t_h_'))).toHaveLength(11);
    const aspect = Object.values(events).find((e) => e.kind === 'transit');
    expect(aspect?.scenario).toMatch(/^(1\/2|3\/5|4\/6|7\/9|8\/10|11) /);
    expect(aspect?.intensity).toBeGreaterThan(0);
    expect(aspect?.duration).toBeGreaterThan(0);
    expect(data).toMatchObject({
      userId: member,
      date: DATE,
      membership: 'premium',
      model: 'gpt-4o',
      maxWords: 350,
      aiConfigured: false,
    });
    expect(wordCount(data.report)).toBeLessThanOrEqual(350);
    expect(data.tokenUsed).toBe(data.usage.inputTokens + data.usage.outputTokens);
    expect(data.tokenUsed).toBeGreaterThan(0);
    // euros by the default price table: gpt-4o at €2.30 in and €9.20 out per million tokens
    const euros = (data.usage.inputTokens * 2.3 + data.usage.outputTokens * 9.2) / 1e6;
    expect(data.euroReport).toBeCloseTo(euros, 8);
    // the live premium version's source-text kind: the full text
    expect(data.sourceTextKind).toBe('fullText');
    expect(await reportAudits()).toBe(before + 1);
  });

  it('uses the free membership settings for type-f, and 12:00 UTC of the day sent', async () => {
    const res = await generate(body({ usertype: 'type-f', date: '2026-11-23T03:15:00.000Z' }));
    expect(res.statusCode).toBe(200);
    const { data } = res.json<TrendReportAnswer>();
    expect(data).toMatchObject({ membership: 'free', model: 'gpt-4o-mini', maxWords: 200, date: DATE });
    expect(wordCount(data.report)).toBeLessThanOrEqual(200);
  });

  it("follows the membership's live AI version (model, word budget, source-text kind) and the events' source texts", async () => {
    const first = (await generate(body())).json<TrendReportAnswer>().data;
    const sun = Object.keys(first.transitChartData.transit_events).find((n) => n.startsWith('t_h_su_'));
    if (!sun) throw new Error('no Sun house transit');
    await t.db.insert(schema.astroSourceTexts).values({
      key: sun,
      title: 'The Sun in this house',
      fullText: 'A long text about the Sun in this house, for paying members.',
      keywords: 'visibility, purpose',
    });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/setting/astro-ai-report-versions',
      headers: t.auth(t.superadmin.token),
      payload: {
        membership: 'premium',
        selectAIengine: 'deepseek-r1',
        maxWords: 20,
        maxTokens: 100,
        sourceTexts_ai: 'keywords',
        promptSystem: 'You write short reports.',
        promptUser: 'Be brief.',
      },
    });
    expect(saved.statusCode).toBe(200);
    const versions = await t.app.inject({
      method: 'GET',
      url: '/api/setting/astro-ai-report-versions/premium',
      headers: t.auth(t.superadmin.token),
    });
    const { liveVersionId } = versions.json<{ liveVersionId: string | null }>();
    const live = await t.app.inject({
      method: 'POST',
      url: `/api/setting/astro-ai-report-versions/${saved.json<{ item: { _id: string } }>().item._id}/set-live`,
      headers: t.auth(t.superadmin.token),
      payload: { liveVersionId },
    });
    expect(live.statusCode).toBe(200);

    const { data } = (await generate(body())).json<TrendReportAnswer>();
    expect(data).toMatchObject({
      model: 'deepseek-r1',
      maxWords: 20,
      sourceTextKind: 'keywords',
      settingsFrom: 'live',
      versionNumber: saved.json<{ item: { number: number } }>().item.number,
    });
    expect(data.transitChartData.transit_events[sun]).toMatchObject({
      title: 'The Sun in this house',
      text: 'visibility, purpose',
    });
    // an event without a source text has none (the console shows 'No text available for this event.')
    expect(
      Object.values(data.transitChartData.transit_events).filter((e) => e.text === null).length,
    ).toBeGreaterThan(0);
    expect(wordCount(data.report)).toBeLessThanOrEqual(20);
    expect(data.report).toContain('visibility, purpose');
  });

  it('tests AI settings given in the request instead of the live version, and refuses bad ones (400, nothing written)', async () => {
    const settings = {
      selectAIengine: 'gpt-4o-mini',
      maxWords: 15,
      maxTokens: 80,
      sourceTexts_ai: 'summary',
      promptSystem: 'Try this.',
      promptUser: 'Short, please.',
    };
    const res = await generate(body({ settings }));
    expect(res.statusCode).toBe(200);
    const { data } = res.json<TrendReportAnswer>();
    expect(data).toMatchObject({
      settingsFrom: 'given',
      versionNumber: null,
      model: 'gpt-4o-mini',
      maxWords: 15,
      sourceTextKind: 'summary',
    });
    expect(wordCount(data.report)).toBeLessThanOrEqual(15);
    const before = await reportAudits();
    const bad = await generate(body({ settings: { ...settings, maxWords: 0 } }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/words/i);
    expect(await reportAudits()).toBe(before);
  });

  it.each([
    ['userId', m.userRequired],
    ['gender', m.genderRequired],
    ['usertype', m.userTypeRequired],
    ['language', m.languageRequired],
  ])('without %s: 400 "%s", nothing written', async (field, message) => {
    const before = await reportAudits();
    const missing = body();
    delete (missing as Record<string, unknown>)[field];
    for (const payload of [missing, body({ [field]: '' }), body({ [field]: 'xx' })]) {
      const res = await generate(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ valid: false, message });
    }
    expect(await reportAudits()).toBe(before);
  });

  it('offline: the report ends on a whole sentence, and says when the source texts lack the chosen language', async () => {
    const first = (await generate(body())).json<TrendReportAnswer>().data;
    // a long source text for each event: the budget cuts among them, never inside a sentence
    const sentence = 'This passage moves slowly and asks for patience with yourself.';
    await t.db
      .insert(schema.astroSourceTexts)
      .values(
        Object.keys(first.transitChartData.transit_events).map((key) => ({
          key,
          title: key,
          fullText: `${sentence} ${sentence} ${sentence}`,
        })),
      )
      .onConflictDoNothing();
    const settings = {
      selectAIengine: 'gpt-4o',
      maxWords: 40,
      maxTokens: 300,
      sourceTexts_ai: 'fullText',
      promptSystem: 'System.',
      promptUser: 'Report of {date}: {events}',
    };
    const hindi = (await generate(body({ language: 'hi', settings }))).json<TrendReportAnswer>().data;
    expect(hindi.aiConfigured).toBe(false);
    expect(hindi.languageNote).toBe(m.englishOnly('Hindi'));
    expect(hindi.languageNote).toBe(
      'The source texts exist in English only, so this offline report is in English, not Hindi; a model would write it in Hindi.',
    );
    expect(hindi.report).toMatch(/[.!?]$/);
    expect(hindi.report).not.toContain('…');
    expect(wordCount(hindi.report)).toBeLessThanOrEqual(40);
    const english = (await generate(body({ language: 'en', settings }))).json<TrendReportAnswer>().data;
    expect(english.languageNote).toBeNull();
  });

  it('a date that is not a date: 400 with the format to use', async () => {
    const res = await generate(body({ date: 'tomorrow' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ valid: false, message: m.dateInvalid });
  });

  it('needs a token (401), and answers 404 for an unknown member', async () => {
    expect((await generate(body(), null)).statusCode).toBe(401);
    const res = await generate(body({ userId: '00000000-0000-4000-8000-000000000000' }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ valid: false, message: 'Member not found' });
  });

  it('a member without a birth time: the planets only (no house transits, nothing on the angles)', async () => {
    const noTime = await insertMember(t.db, { tob: null });
    const res = await generate(body({ userId: noTime }));
    expect(res.statusCode).toBe(200);
    const names = Object.keys(res.json<TrendReportAnswer>().data.transitChartData.transit_events);
    expect(names.filter((n) => n.startsWith('t_h_') || /_(as|mc)(_|$)/.test(n))).toEqual([]);
  });

  it('a member without a birth date: 400 that says what is missing', async () => {
    const unborn = await insertMember(t.db, { dob: null });
    const res = await generate(body({ userId: unborn }));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/date of birth/);
  });

  it('no events under the saved settings: "No astro events found for the selected criteria." and no report', async () => {
    await t.db.insert(schema.astroSettings).values({
      key: 'current',
      value: { ...DEFAULT_ASTRO_SETTINGS, transitAspects: false, progressedAspects: false },
    });
    try {
      const before = await reportAudits();
      const res = await generate(body());
      expect(res.statusCode).toBe(200);
      const { message, data } = res.json<TrendReportAnswer>();
      expect(message).toBe(m.noEvents);
      expect(data.transitChartData.transit_events).toEqual({});
      expect({ report: data.report, tokenUsed: data.tokenUsed, euroReport: data.euroReport }).toEqual({
        report: '',
        tokenUsed: 0,
        euroReport: 0,
      });
      expect(await reportAudits()).toBe(before);
    } finally {
      await t.db.delete(schema.astroSettings).where(eq(schema.astroSettings.key, 'current'));
    }
  });
});

describe('when the AI provider fails', () => {
  let broken: TestContext;
  beforeAll(async () => {
    // a closed local port: the real client fails at once, as on a refused connection
    broken = await createTestApp({
      AI_BASE_URL: 'http://127.0.0.1:9/v1',
      AI_API_KEY: 'test-key',
      AI_TIMEOUT_MS: '2000',
    });
  });
  afterAll(() => broken.close());

  it('answers "Failed to generate report." and writes nothing', async () => {
    const id = await insertMember(broken.db);
    const res = await generate(body({ userId: id }), broken.superadmin.token, broken);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ valid: false, message: m.failed });
    expect(await reportAudits(broken)).toBe(0);
  });
});

describe('with an AI model configured (the fake OpenAI-compatible server)', () => {
  let fake: FakeOpenAi;
  let withAi: TestContext;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    withAi = await createTestApp({ AI_BASE_URL: fake.baseUrl });
  });
  afterAll(async () => {
    await withAi.close();
    await fake.close();
  });

  const settings = (promptUser: string) => ({
    selectAIengine: 'gpt-4o-mini',
    maxWords: 120,
    maxTokens: 300,
    sourceTexts_ai: 'keywords',
    promptSystem: 'You are an astrologer.',
    promptUser,
  });
  /** The event lines the prompt carries: strongest first (intensity, then closeness), each with its text. */
  const eventLines = (data: TrendReport) =>
    Object.values(data.transitChartData.transit_events)
      .sort((a, b) => (b.intensity ?? -1) - (a.intensity ?? -1) || b.closeness - a.closeness)
      .map(
        (e) =>
          `- ${e.name} (${e.phase}${e.intensity === null ? '' : `, intensity ${e.intensity}`}` +
          `${e.house === null ? '' : `, house ${e.house}`}): ${e.text ?? 'no source text'}`,
      )
      .join('\n');

  it('sends the user prompt with {date}, {language}, {maxWords}, {gender} and {events} filled in, and nothing after it', async () => {
    const id = await insertMember(withAi.db, { dob: '1990-05-15', tob: '10:30' });
    fake.requests.length = 0;
    const template =
      'Report of {date} for {gender} in {language}, at most {maxWords} words ({maxWords} at most).\nEvents:\n{events}\nEnd.';
    const res = await generate(
      body({ userId: id, language: 'hi', gender: 'f', settings: settings(template) }),
      withAi.superadmin.token,
      withAi,
    );
    expect(res.statusCode).toBe(200);
    const { data } = res.json<TrendReportAnswer>();
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.body.messages).toEqual([
      { role: 'system', content: 'You are an astrologer.' },
      {
        role: 'user',
        content:
          'Report of 2026-11-23 for a woman in Hindi, at most 120 words (120 at most).\nEvents:\n' +
          `${eventLines(data)}\nEnd.`,
      },
    ]);
    expect(data.report).toMatch(/^Fake answer to: Report of 2026-11-23/);
  });

  it('the default prompt reaches the model filled in, without a placeholder left', async () => {
    const id = await insertMember(withAi.db, { dob: '1990-05-15', tob: '10:30' });
    fake.requests.length = 0;
    const res = await generate(
      body({ userId: id, gender: 'm', usertype: 'type-f' }),
      withAi.superadmin.token,
      withAi,
    );
    const { data } = res.json<TrendReportAnswer>();
    const sent = fake.requests[0]?.body.messages[1]?.content;
    expect(sent).toBe(
      'Write the trend report of 2026-11-23 for a man, in English, in at most 200 words, from these ' +
        `astrological events and their texts:\n${eventLines(data)}`,
    );
  });

  it('a prompt without {events} gets the events after it', async () => {
    const id = await insertMember(withAi.db, { dob: '1990-05-15', tob: '10:30' });
    fake.requests.length = 0;
    const res = await generate(
      body({ userId: id, language: 'fr', settings: settings('Be brief, in {language}.') }),
      withAi.superadmin.token,
      withAi,
    );
    const { data } = res.json<TrendReportAnswer>();
    expect(fake.requests[0]?.body.messages[1]?.content).toBe(`Be brief, in French.\n${eventLines(data)}`);
  });
});
