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

  it('keeps to the word budget and marks a cut text', async () => {
    const answer = await offlineComposer().complete({
      model: 'gpt-4o-mini',
      system: 's',
      user: 'u',
      maxTokens: 500,
      maxWords: 15,
      sources,
    });
    expect(answer.text).toBe(
      'Saturn squares your Sun: a season of effort and of structures tested.\n\nJupiter trines your …',
    );
    expect(answer.text.replace(' …', '').split(/\s+/)).toHaveLength(15);
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
