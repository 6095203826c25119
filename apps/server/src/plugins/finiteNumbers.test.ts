import { describe, expect, it } from 'vitest';
import { nonFinitePath } from './finiteNumbers';

describe('nonFinitePath', () => {
  it('finds NaN and ±Infinity anywhere, with the path to them', () => {
    expect(nonFinitePath({ pageNo: Infinity })).toEqual(['pageNo']);
    expect(nonFinitePath({ geo: { lat: 1, lng: -Infinity } })).toEqual(['geo', 'lng']);
    expect(nonFinitePath({ age_range: [18, Number.NaN] })).toEqual(['age_range', 1]);
    expect(nonFinitePath(Infinity)).toEqual([]);
  });

  it('lets finite numbers and everything else through', () => {
    expect(nonFinitePath({ height: 1.7, huge: 1e308, text: 'Infinity', none: null, list: [1, 'x'] })).toBe(
      undefined,
    );
    expect(nonFinitePath(undefined)).toBe(undefined);
  });
});
