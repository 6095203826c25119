import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/fakeOpenAi';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { openAiCompatible } from '../../providers/ai/openaiCompatible';
import { tryChatbot } from './tryIt';

let t: TestContext;
let fake: FakeOpenAi;
beforeAll(async () => {
  t = await createTestApp();
  fake = await startFakeOpenAi();
});
afterAll(async () => {
  await fake.close();
  await t.close();
});

describe('a failed try-it call in the log', () => {
  it('names the reason and the model, never the key', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const log = pino({ level: 'info' }, sink);
    const provider = openAiCompatible({ baseUrl: fake.baseUrl, apiKey: 'sk-never-logged', timeoutMs: 500 });
    fake.mode = 429;
    await expect(tryChatbot(t.db, provider, log, 'hello')).rejects.toMatchObject({
      statusCode: 502,
      message: 'The AI model did not answer: try again later.',
    });
    const text = lines.join('');
    expect(text).toContain('the provider answered 429 (rate limit or quota reached)');
    expect(text).toContain('"model":"gpt-4o"');
    expect(text).not.toContain('sk-never-logged');
  });
});
