import { describe, expect, it } from 'vitest';
import { holdsNul } from './textGuard';

describe('holdsNul', () => {
  it('finds U+0000 in strings, nested values and keys', () => {
    expect(holdsNul('a\u0000b')).toBe(true);
    expect(holdsNul({ search: 'x', deep: [{ text: '\u0000' }] })).toBe(true);
    expect(holdsNul({ ['p\u0000']: 'approved' })).toBe(true);
  });

  it('lets everything else through', () => {
    expect(holdsNul({ search: 'Ana', pageNo: 1, on: true, none: null, list: ['a', 'b'] })).toBe(false);
    expect(holdsNul(undefined)).toBe(false);
  });
});
