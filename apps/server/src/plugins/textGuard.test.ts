import { describe, expect, it } from 'vitest';
import { unstorableText } from './textGuard';

describe('unstorableText', () => {
  it('finds U+0000 in strings, nested values and keys', () => {
    expect(unstorableText('a\u0000b')).toBe('nul');
    expect(unstorableText({ search: 'x', deep: [{ text: '\u0000' }] })).toBe('nul');
    expect(unstorableText({ ['p\u0000']: 'approved' })).toBe('nul');
  });

  it('finds half of a surrogate pair, high or low, in values and keys', () => {
    expect(unstorableText('a\ud800b')).toBe('lone surrogate');
    expect(unstorableText(['x', { text: 'end \udfff' }])).toBe('lone surrogate');
    expect(unstorableText({ ['\ud83d']: 1 })).toBe('lone surrogate');
  });

  it('lets everything else through, emoji (whole surrogate pairs) included', () => {
    expect(unstorableText({ search: 'Ana 👩‍👩‍👧', pageNo: 1, on: true, none: null, list: ['a', 'b'] })).toBe(
      undefined,
    );
    expect(unstorableText(undefined)).toBe(undefined);
  });
});
