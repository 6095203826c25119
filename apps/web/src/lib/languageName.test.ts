import { describe, expect, it } from 'vitest';
import { languageName } from './languageName';

describe('languageName', () => {
  it('names the app languages as the console does', () => {
    expect(languageName('en')).toBe('English');
    expect(languageName('pt')).toBe('Português');
    expect(languageName('pt_br')).toBe('Português (Brasil)');
    expect(languageName('pt-PT')).toBe('Português (Portugal)');
  });

  it('names other device languages in English, with their region', () => {
    expect(languageName('gu')).toBe('Gujarati');
    expect(languageName('hi')).toBe('Hindi');
    expect(languageName('zh_cn')).toBe('Chinese (China)');
    expect(languageName('is')).toBe('Icelandic');
  });

  it('keeps a code no one knows, and calls a missing one Unknown', () => {
    expect(languageName('Klingon-ish')).toBe('Klingon-ish');
    expect(languageName('')).toBe('Unknown');
    expect(languageName(null)).toBe('Unknown');
  });
});
