import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createAiProvider } from './index';
import { offlineComposer } from './offline';

const sources = [
  'Saturn squares your Sun: a season of effort and of structures tested.',
  'Jupiter trines your Moon, bringing warmth to home and family.',
];

describe('the offline composer', () => {
  it('is the provider without AI_BASE_URL and says that no model is configured', () => {
    const provider = createAiProvider(loadConfig({}));
    expect(provider.name).toBe('offline composer');
    expect(provider.configured).toBe(false);
  });

  it('writes the report from the source texts, each its own paragraph', async () => {
    const answer = await offlineComposer().complete({
      model: 'gpt-4o',
      system: 'system',
      user: 'user',
      maxTokens: 500,
      maxWords: 350,
      sources,
    });
    expect(answer.text).toBe(sources.join('\n\n'));
    expect(answer.model).toBe('gpt-4o');
  });

  it('keeps to the word budget with whole sentences: it never ends mid-sentence', async () => {
    const compose = async (maxWords: number, texts = sources) =>
      (
        await offlineComposer().complete({
          model: 'gpt-4o-mini',
          system: 's',
          user: 'u',
          maxTokens: 500,
          maxWords,
          sources: texts,
        })
      ).text;
    // 12 + 10 words: the second text does not fit in 15 words, so it is left out rather than cut
    expect(await compose(15)).toBe('Saturn squares your Sun: a season of effort and of structures tested.');
    const long = [
      'The Sun lights your tenth house. Work is seen. Others notice your effort, so rest well.',
      ...sources,
    ];
    // 6 + 3 words of the first text; its third sentence (7 words) would pass 12
    expect(await compose(12, long)).toBe('The Sun lights your tenth house. Work is seen.');
    // 10 words of the Jupiter text, then the first two sentences of the next
    expect(await compose(19, [sources[1]!, long[0]!])).toBe(
      'Jupiter trines your Moon, bringing warmth to home and family.\n\nThe Sun lights your tenth house. Work is seen.',
    );
    expect(await compose(3, long)).toBe('No sentence of the source texts fits within 3 words.');
    for (const budget of [5, 12, 20, 30, 40]) expect(await compose(budget, long)).toMatch(/[.!?…]$/);
  });

  it('estimates the tokens a model would use: the prompt, and about 4/3 tokens a word of the word budget', async () => {
    const answer = await offlineComposer().complete({
      model: 'gpt-4o',
      system: 'x'.repeat(40),
      user: 'y'.repeat(8),
      maxTokens: 700,
      maxWords: 350,
      sources,
    });
    expect(answer.usage).toEqual({ inputTokens: 12, outputTokens: 467 });
  });

  it('is deterministic and estimates tokens at four characters each', async () => {
    const req = { model: 'gpt-4o', system: 'x'.repeat(40), user: 'y'.repeat(8), maxTokens: 100, sources };
    const a = await offlineComposer().complete(req);
    const b = await offlineComposer().complete(req);
    expect(a).toEqual(b);
    expect(a.usage.inputTokens).toBe(12);
    expect(a.usage.outputTokens).toBe(Math.ceil(a.text.length / 4));
  });

  it('answers a chat message by saying that no AI model is configured', async () => {
    const answer = await offlineComposer().complete({
      model: 'gpt-4.1',
      system: 'You are Romeu.',
      user: 'Will I meet someone?',
      maxTokens: 300,
    });
    expect(answer.text).toContain('No AI model is configured');
    expect(answer.text).toContain('"Will I meet someone?"');
  });
});
