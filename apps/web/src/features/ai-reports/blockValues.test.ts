import { describe, expect, it } from 'vitest';
import type { AiReportSettings, AiReportVersion } from '@orrery/contract';
import { sameAsVersion, versionBody } from './blockValues';
import { shownValue } from './labels';

const settings: AiReportSettings = {
  selectAIengine_p: 'gpt-4o',
  selectAIengine_f: 'deepseek-r1',
  maxWords_p: 350,
  maxWords_f: 200,
  maxTokens_p: 700,
  maxTokens_f: 400,
  sourceTexts_ai_p: 'fullText',
  sourceTexts_ai_f: 'keywords',
  promptSystem: 'system',
  promptUser: 'user',
};

describe('a block of the AI report settings as a version', () => {
  it('takes the _f fields for the free reports, with both prompts', () => {
    expect(versionBody(settings, 'free')).toEqual({
      membership: 'free',
      selectAIengine: 'deepseek-r1',
      maxWords: 200,
      maxTokens: 400,
      sourceTexts_ai: 'keywords',
      promptSystem: 'system',
      promptUser: 'user',
    });
  });

  it('is the same as a version holding the same six fields, whoever saved it', () => {
    const body = versionBody(settings, 'premium');
    const version = { ...body, _id: 'v', number: 3, isLive: false, note: 'x' } as unknown as AiReportVersion;
    expect(sameAsVersion(body, version)).toBe(true);
    expect(sameAsVersion({ ...body, promptUser: 'other' }, version)).toBe(false);
    expect(sameAsVersion(body, undefined)).toBe(false);
  });

  it("shows engines and source-text kinds by the blocks' labels", () => {
    expect(shownValue('selectAIengine', 'deepseek-r1')).toBe('DeepSeek R1');
    expect(shownValue('sourceTexts_ai', 'fullText')).toBe('Full text');
    expect(shownValue('maxWords', 240)).toBe('240');
  });
});
