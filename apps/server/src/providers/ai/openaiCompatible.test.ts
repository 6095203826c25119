import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/fakeOpenAi';
import { loadConfig } from '../../config';
import { createAiProvider } from './index';
import { openAiCompatible } from './openaiCompatible';
import { AiProviderError } from './types';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(async () => fake.close());
beforeEach(() => {
  fake.mode = 'ok';
  fake.requests.length = 0;
});

const request = { model: 'gpt-4o', system: 'You are Romeu.', user: 'Hello there', maxTokens: 300 };
const provider = () => openAiCompatible({ baseUrl: fake.baseUrl, apiKey: 'sk-test-secret', timeoutMs: 500 });

async function failure(promise: Promise<unknown>): Promise<AiProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AiProviderError);
  return error as AiProviderError;
}

describe('the OpenAI-compatible provider against a local chat-completions server', () => {
  it('sends the model, the two prompts and the token limit, and reads the text and usage', async () => {
    const answer = await provider().complete(request);
    expect(answer).toEqual({
      text: 'Fake answer to: Hello there',
      model: 'gpt-4o-2024-08-06',
      usage: { inputTokens: 120, outputTokens: 45 },
    });
    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent?.body.model).toBe('gpt-4o');
    expect(sent?.body.max_tokens).toBe(300);
    expect(sent?.body.messages).toEqual([
      { role: 'system', content: 'You are Romeu.' },
      { role: 'user', content: 'Hello there' },
    ]);
    expect(sent?.authorization).toBe('Bearer sk-test-secret');
  });

  it('is the one built from AI_BASE_URL and AI_API_KEY, and says it is configured', async () => {
    const built = createAiProvider(loadConfig({ AI_BASE_URL: fake.baseUrl, AI_API_KEY: 'sk-x' }));
    expect(built.name).toBe('openai-compatible');
    expect(built.configured).toBe(true);
    expect((await built.complete(request)).usage.outputTokens).toBe(45);
  });

  it('turns a 429 into a provider error with a reason and no retry', async () => {
    fake.mode = 429;
    const error = await failure(provider().complete(request));
    expect(error.reason).toBe('the provider answered 429 (rate limit or quota reached)');
    expect(fake.requests).toHaveLength(1);
  });

  it.each([500, 503] as const)('turns a %i into a provider error', async (status) => {
    fake.mode = status;
    const error = await failure(provider().complete(request));
    expect(error.reason).toBe(`the provider answered ${status}`);
  });

  it('gives up after the timeout', async () => {
    fake.mode = 'hang';
    const started = Date.now();
    const error = await failure(provider().complete(request));
    expect(error.reason).toBe('the provider did not answer in time');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('turns an answer that is not JSON into a provider error', async () => {
    fake.mode = 'bad-json';
    const error = await failure(provider().complete(request));
    expect(error.reason).toBe('the answer was not valid JSON');
  });

  it('never puts the key in the error', async () => {
    for (const mode of [429, 500, 'bad-json'] as const) {
      fake.mode = mode;
      const error = await failure(provider().complete(request));
      expect(`${error.message} ${error.reason} ${error.stack ?? ''}`).not.toContain('sk-test-secret');
    }
  });

  it('fails clearly when nothing listens at the address', async () => {
    const nowhere = openAiCompatible({ baseUrl: 'http://127.0.0.1:9/v1', apiKey: undefined, timeoutMs: 500 });
    const error = await failure(nowhere.complete(request));
    expect(error.reason).toMatch(/^connection failed|did not answer/);
  });
});
