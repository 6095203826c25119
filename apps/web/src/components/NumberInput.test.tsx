import { describe, expect, it } from 'vitest';
import { readNumber } from './NumberInput';

describe('readNumber (what a number box gives its form)', () => {
  it('reads numbers, empty as null, and keeps any other text as typed', () => {
    expect(readNumber('0.25')).toBe(0.25);
    expect(readNumber(' 12 ')).toBe(12);
    expect(readNumber('-1')).toBe(-1);
    expect(readNumber('.5')).toBe(0.5);
    expect(readNumber('')).toBeNull();
    expect(readNumber('  ')).toBeNull();
    expect(readNumber('abc')).toBe('abc');
    expect(readNumber('1,5')).toBe('1,5');
    expect(readNumber('1e3')).toBe('1e3');
    expect(readNumber('Infinity')).toBe('Infinity');
  });
});
