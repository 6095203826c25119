import { describe, expect, it } from 'vitest';
import { stripEmpty, toQueryString } from './queryString';

describe('toQueryString', () => {
  it('skips empty values', () => {
    expect(toQueryString({ a: '', b: undefined, c: null, d: [], e: '  ', f: 0, g: false })).toBe(
      '?f=0&g=false',
    );
  });

  it('encodes text', () => {
    expect(toQueryString({ search: 'Ana & Bo/é', 'odd key': 'x=y' })).toBe(
      '?search=Ana%20%26%20Bo%2F%C3%A9&odd%20key=x%3Dy',
    );
  });

  it('joins arrays with commas', () => {
    expect(toQueryString({ gender: ['m', 'f'], ids: [1, 2] })).toBe('?gender=m%2Cf&ids=1%2C2');
  });

  it('is empty when nothing is left', () => {
    expect(toQueryString({ a: undefined })).toBe('');
  });
});

describe('stripEmpty', () => {
  it('removes null, undefined, blank and empty lists, keeps the rest', () => {
    expect(stripEmpty({ a: 'x', b: '', c: null, d: undefined, e: [], f: 0 })).toEqual({ a: 'x', f: 0 });
  });
});
