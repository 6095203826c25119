import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiReportMessages as m, type PriceTableAnswer } from '@orrery/contract';
import { aiWritesSoFar, call } from '../../../test/aiReports';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { DEFAULT_PRICES } from './defaults';
import { cost } from './prices';

describe('cost(model, usage)', () => {
  it('is tokens times the euros per million of the model', () => {
    // gpt-4o: 2.30 € in, 9.20 € out per million
    expect(cost('gpt-4o', { inputTokens: 1000, outputTokens: 500 })).toEqual({
      inputTokens: 1000,
      outputTokens: 500,
      euro: 0.0069,
    });
    expect(cost('gpt-4o-mini', { inputTokens: 1_000_000, outputTokens: 1_000_000 }).euro).toBe(0.69);
  });

  it('has no euros for a model missing from the table', () => {
    expect(cost('llama3', { inputTokens: 10, outputTokens: 10 }).euro).toBeNull();
  });

  it('uses the table given', () => {
    const table = [{ model: 'llama3', input: 1, output: 2 }];
    expect(cost('llama3', { inputTokens: 2_000_000, outputTokens: 500_000 }, table).euro).toBe(3);
  });
});

describe('the price table calls', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET answers the default table of six models, version 1', async () => {
    const res = await call(t, 'GET', 'get-ai-model-prices');
    expect(res.statusCode).toBe(200);
    const { data } = res.json<PriceTableAnswer>();
    expect(data.version).toBe(1);
    expect(data.prices.map((p) => p.model)).toEqual([
      'gpt-4o',
      'gpt-4o-mini',
      'deepseek-r1',
      'gpt-4.1',
      'gpt-4.1-mini',
      'gpt-4.1-nano',
    ]);
    expect(data.prices).toEqual(DEFAULT_PRICES);
  });

  it('POST saves the table whole over its version', async () => {
    const prices = [...DEFAULT_PRICES.slice(1), { model: ' llama3 ', input: 0, output: 0 }];
    const res = await call(t, 'POST', 'ai-model-prices', { prices, version: 1 });
    expect(res.statusCode).toBe(200);
    const answer = res.json<PriceTableAnswer>();
    expect(answer.message).toBe('Successfully saved.');
    expect(answer.data.version).toBe(2);
    expect(answer.data.prices.at(-1)).toEqual({ model: 'llama3', input: 0, output: 0 });
    const again = (await call(t, 'GET', 'get-ai-model-prices')).json<PriceTableAnswer>();
    expect(again.data.prices.map((p) => p.model)).not.toContain('gpt-4o');
  });

  it.each([
    ['a model listed twice', [DEFAULT_PRICES[0], DEFAULT_PRICES[0]], m.duplicatePriceModel('gpt-4o')],
    ['a negative price', [{ model: 'x', input: -1, output: 1 }], 'euros per million tokens, from 0 to 10000'],
    ['an empty table', [], 'the price table holds 1 to 50 models'],
    ['a model without a name', [{ model: ' ', input: 1, output: 1 }], 'a model name is required'],
  ])('refuses %s with 400 and writes nothing', async (_label, prices, message) => {
    const before = await aiWritesSoFar(t);
    const res = await call(t, 'POST', 'ai-model-prices', { prices, version: 2 });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(message);
    expect(await aiWritesSoFar(t)).toEqual(before);
  });

  it('answers 409 on a stale version, writing nothing', async () => {
    const before = await aiWritesSoFar(t);
    const res = await call(t, 'POST', 'ai-model-prices', { prices: DEFAULT_PRICES, version: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ valid: false, message: m.stalePrices });
    expect(await aiWritesSoFar(t)).toEqual(before);
  });

  it('needs a token for both calls', async () => {
    expect((await call(t, 'GET', 'get-ai-model-prices', undefined, null)).statusCode).toBe(401);
    const res = await call(t, 'POST', 'ai-model-prices', { prices: DEFAULT_PRICES, version: 2 }, null);
    expect(res.statusCode).toBe(401);
  });
});
