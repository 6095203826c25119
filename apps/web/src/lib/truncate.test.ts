import { describe, expect, it } from 'vitest';
import { isTruncated, truncate } from './truncate';

describe('truncate', () => {
  it('keeps text at or under the limit', () => {
    expect(truncate('Ana', 3)).toBe('Ana');
    expect(isTruncated('Ana', 3)).toBe(false);
  });

  it('cuts longer text to the limit, ellipsis included', () => {
    const cut = truncate('a'.repeat(45), 40);
    expect(cut).toBe(`${'a'.repeat(39)}…`);
    expect(Array.from(cut)).toHaveLength(40);
    expect(isTruncated('a'.repeat(41), 40)).toBe(true);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(truncate('🌞🌛⭐', 3)).toBe('🌞🌛⭐');
    expect(truncate('Pañcāṅga', 5)).toBe('Pañc…');
  });
});
