import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { chatbotMessages as m, type ChatbotSettingsAnswer, type ChatbotTryAnswer } from '@orrery/contract';
import { schema } from '@orrery/db';
import { aiWritesSoFar, call } from '../../../test/aiReports';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/fakeOpenAi';
import { createTestApp, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const load = async () => {
  const res = await call(t, 'GET', 'chatbot-settings');
  expect(res.statusCode).toBe(200);
  return res.json<ChatbotSettingsAnswer>();
};
const valueOf = (answer: ChatbotSettingsAnswer, key: string) =>
  answer.items.find((i) => i.key === key)?.value;

describe('GET /api/setting/chatbot-settings', () => {
  it('answers the three keys as a key/value list, off by default, version 0', async () => {
    const answer = await load();
    expect(answer.items.map((i) => i.key)).toEqual(['is_chatbot_enable', 'chatbot_prompt', 'ai_model']);
    expect(valueOf(answer, 'is_chatbot_enable')).toBe(false);
    expect(valueOf(answer, 'ai_model')).toBe('gpt-4o');
    expect(valueOf(answer, 'chatbot_prompt')).toContain('You are Romeu');
    expect(answer.version).toBe(0);
    expect(answer.aiProvider).toEqual({ name: 'offline composer', configured: false });
  });

  it('needs a token', async () => {
    expect((await call(t, 'GET', 'chatbot-settings', undefined, null)).statusCode).toBe(401);
  });
});

describe('PUT /api/setting/chatbot-settings', () => {
  const items = [
    { key: 'is_chatbot_enable', value: true },
    { key: 'chatbot_prompt', value: 'You are Romeu. Be brief.' },
    { key: 'ai_model', value: 'gpt-4.1-mini' },
  ];

  it('saves "Romeu settings updated successfully", as app settings, with one audit row', async () => {
    const res = await call(t, 'PUT', 'chatbot-settings', { items, version: 0 });
    expect(res.statusCode).toBe(200);
    const answer = res.json<ChatbotSettingsAnswer>();
    expect(answer.message).toBe('Romeu settings updated successfully');
    expect(answer.items).toEqual(items);
    expect(answer.version).toBeGreaterThan(0);
    expect((await load()).items).toEqual(items);
    const [row] = await t.db.select().from(schema.appSettings).where(eq(schema.appSettings.key, 'ai_model'));
    expect(row?.value).toBe('gpt-4.1-mini');
    const [audit] = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'chatbotSettings.update'))
      .orderBy(desc(schema.auditLog.id));
    expect(audit).toMatchObject({ actorId: t.superadmin.id, before: { is_chatbot_enable: false } });
  });

  it('saves only the keys sent, keeping the others', async () => {
    const { version } = await load();
    const res = await call(t, 'PUT', 'chatbot-settings', {
      items: [{ key: 'is_chatbot_enable', value: false }],
      version,
    });
    expect(res.statusCode).toBe(200);
    const answer = await load();
    expect(valueOf(answer, 'is_chatbot_enable')).toBe(false);
    expect(valueOf(answer, 'ai_model')).toBe('gpt-4.1-mini');
  });

  it('reads back a text that is also JSON ("true", "12", "null") as the text saved, on both databases', async () => {
    for (const prompt of ['true', '12', 'null', '"quoted"']) {
      const { version } = await load();
      const res = await call(t, 'PUT', 'chatbot-settings', {
        items: [{ key: 'chatbot_prompt', value: prompt }],
        version,
      });
      expect(res.statusCode, prompt).toBe(200);
      expect(valueOf(await load(), 'chatbot_prompt'), prompt).toBe(prompt);
    }
  });

  it('answers 409 on a stale version and writes nothing', async () => {
    const before = await aiWritesSoFar(t);
    const res = await call(t, 'PUT', 'chatbot-settings', { items, version: 0 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ valid: false, message: m.stale });
    expect(await aiWritesSoFar(t)).toEqual(before);
  });

  it('refuses an empty prompt with Romeu enabled, naming the Prompt, and writes nothing', async () => {
    const refusal = {
      valid: false,
      message: 'Please enter the Prompt: Romeu cannot be enabled without one.',
    };
    const put = async (list: object[]) =>
      call(t, 'PUT', 'chatbot-settings', { items: list, version: (await load()).version });
    const enable = { key: 'is_chatbot_enable', value: true };
    const empty = { key: 'chatbot_prompt', value: '  \n ' };
    expect(valueOf(await load(), 'is_chatbot_enable')).toBe(false);
    const before = await aiWritesSoFar(t);
    expect((await put([enable, empty])).json()).toEqual(refusal);
    expect(await aiWritesSoFar(t)).toEqual(before);
    // emptying the prompt while Romeu is off is allowed, enabling Romeu over it is not
    expect((await put([empty])).statusCode).toBe(200);
    expect((await put([enable])).json()).toEqual(refusal);
    expect(valueOf(await load(), 'is_chatbot_enable')).toBe(false);
    expect((await put([items[1]!])).statusCode).toBe(200);
  });

  it.each([
    ['a model not offered', [{ key: 'ai_model', value: 'gpt-4o-mini' }], 'AI model must be one of gpt-4o'],
    [
      'a switch that is no boolean',
      [{ key: 'is_chatbot_enable', value: 'yes' }],
      'Enable Romeu must be on or off.',
    ],
    [
      'a prompt that is no text',
      [{ key: 'chatbot_prompt', value: true }],
      'Prompt must be a text of at most',
    ],
    ['a key twice', [items[2], items[2]], m.duplicateKey('ai_model')],
    ['an unknown key', [{ key: 'otp_service', value: true }], 'key must be is_chatbot_enable'],
    ['no key at all', [], 'items is a list of 1 to 3 settings'],
  ])('refuses %s with 400 and writes nothing', async (_label, list, message) => {
    const { version } = await load();
    const before = await aiWritesSoFar(t);
    const res = await call(t, 'PUT', 'chatbot-settings', { items: list, version });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(message);
    expect(await aiWritesSoFar(t)).toEqual(before);
  });

  it('needs a token', async () => {
    expect((await call(t, 'PUT', 'chatbot-settings', { items, version: 0 }, null)).statusCode).toBe(401);
  });
});

describe('POST /api/setting/chatbot-try', () => {
  it('answers offline with the saved model, the tokens and their cost, and stores nothing', async () => {
    const before = await aiWritesSoFar(t);
    const res = await call(t, 'POST', 'chatbot-try', { message: 'Will I meet someone?' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<ChatbotTryAnswer>();
    expect(data.answer).toContain('No AI model is configured');
    expect(data.model).toBe('gpt-4.1-mini');
    expect(data.aiProvider.configured).toBe(false);
    // gpt-4.1-mini: 0.37 € in and 1.47 € out per million tokens
    const { inputTokens, outputTokens, euro } = data.cost;
    expect(euro).toBeCloseTo((inputTokens * 0.37 + outputTokens * 1.47) / 1e6, 10);
    expect(await aiWritesSoFar(t)).toEqual(before);
  });

  it('refuses an empty message with 400', async () => {
    const res = await call(t, 'POST', 'chatbot-try', { message: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      valid: false,
      message: 'Please enter a message (at most 2000 characters).',
    });
  });

  it('needs a token', async () => {
    expect((await call(t, 'POST', 'chatbot-try', { message: 'hi' }, null)).statusCode).toBe(401);
  });
});

describe('chatbot-try with a real provider', () => {
  let fake: FakeOpenAi;
  let real: TestContext;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    real = await createTestApp({ AI_BASE_URL: fake.baseUrl, AI_API_KEY: 'sk-secret', AI_TIMEOUT_MS: '500' });
  });
  afterAll(async () => {
    await real.close();
    await fake.close();
  });

  it("sends the saved prompt and model, and answers the provider's text and usage cost", async () => {
    fake.mode = 'ok';
    const res = await call(real, 'POST', 'chatbot-try', { message: 'Hello Romeu' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<ChatbotTryAnswer>();
    expect(data.answer).toBe('Fake answer to: Hello Romeu');
    expect(data.aiProvider).toEqual({ name: 'openai-compatible', configured: true });
    // gpt-4o: 120 × 2.30 + 45 × 9.20 per million
    expect(data.cost).toEqual({ inputTokens: 120, outputTokens: 45, euro: 0.00069 });
    expect(fake.requests.at(-1)?.body.messages[0]?.content).toContain('You are Romeu');
  });

  it.each([429, 500, 'hang'] as const)(
    'turns a provider failure (%s) into a 502 with a clear message',
    async (mode) => {
      fake.mode = mode;
      const res = await call(real, 'POST', 'chatbot-try', { message: 'Hello Romeu' });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ valid: false, message: m.tryFailed });
    },
  );
});
