import { describe, expect, it } from 'vitest';
import { isNumberWithin, numberOfText } from './numbers';

describe('numberOfText (what a number box gives its form, and a number stored as text)', () => {
  it('reads numbers, empty as null, and keeps any other text as typed', () => {
    expect(numberOfText('0.25')).toBe(0.25);
    expect(numberOfText(' 12 ')).toBe(12);
    expect(numberOfText('-1')).toBe(-1);
    expect(numberOfText('.5')).toBe(0.5);
    expect(numberOfText('')).toBeNull();
    expect(numberOfText('  ')).toBeNull();
    expect(numberOfText('abc')).toBe('abc');
    expect(numberOfText('1,5')).toBe('1,5');
    expect(numberOfText('1e3')).toBe('1e3');
    expect(numberOfText('Infinity')).toBe('Infinity');
  });
});

describe('isNumberWithin', () => {
  it('takes a finite number within the limits, whole when asked; never text', () => {
    expect(isNumberWithin(1, { min: 1, max: 8760, whole: true })).toBe(true);
    expect(isNumberWithin(1.5, { min: 1, max: 8760, whole: true })).toBe(false);
    expect(isNumberWithin(1.5, { min: 1, max: 2 })).toBe(true);
    expect(isNumberWithin(0, { min: 1, max: 2 })).toBe(false);
    expect(isNumberWithin('1', { min: 1, max: 2 })).toBe(false);
    expect(isNumberWithin(Number.NaN, { min: 1, max: 2 })).toBe(false);
  });
});
