import { describe, expect, it } from 'vitest';
import { parseProfilesParams, toProfilesQuery } from './listParams';
import { ratedDelta } from './ratedCount';

describe('Profiles list params', () => {
  it('reads the defaults: all ratings, 100 a page, search by name', () => {
    expect(parseProfilesParams({})).toEqual({
      pageNo: 1,
      pageLimit: 100,
      rating: 'all',
      startDate: undefined,
      endDate: undefined,
      gender: undefined,
      status: undefined,
      searchBy: 'name',
      search: undefined,
    });
  });

  it('keeps known values and drops the rest', () => {
    expect(
      parseProfilesParams({
        pageNo: '3',
        pageLimit: '50',
        rating: 'mis-match',
        gender: 'f',
        status: 'onHold',
        startDate: '2024-05-01',
        searchBy: 'userId',
        search: '  abc ',
      }),
    ).toMatchObject({
      pageNo: 3,
      pageLimit: 50,
      rating: 'mis-match',
      gender: 'f',
      status: 'onHold',
      startDate: '2024-05-01',
      searchBy: 'userId',
      search: 'abc',
    });
    expect(
      parseProfilesParams({
        pageLimit: '70',
        rating: 'ugly',
        gender: 'x',
        status: 'gone',
        startDate: '1-5-24',
      }),
    ).toMatchObject({
      pageLimit: 100,
      rating: 'all',
      gender: undefined,
      status: undefined,
      startDate: undefined,
    });
  });

  it('sends searchBy only with a search and nothing undefined', () => {
    expect(toProfilesQuery(parseProfilesParams({ searchBy: 'identifier' }))).toEqual({
      pageNo: 1,
      pageLimit: 100,
      rating: 'all',
    });
    expect(toProfilesQuery(parseProfilesParams({ searchBy: 'identifier', search: 'ana@' }))).toEqual({
      pageNo: 1,
      pageLimit: 100,
      rating: 'all',
      searchBy: 'identifier',
      search: 'ana@',
    });
  });
});

describe('ratedDelta', () => {
  it('rises when an unrated profile gets a rating, falls when one is cleared, else stays', () => {
    expect(ratedDelta(null, 'face')).toBe(1);
    expect(ratedDelta('face', null)).toBe(-1);
    expect(ratedDelta('face', 'celeb')).toBe(0);
    expect(ratedDelta(null, null)).toBe(0);
    expect(ratedDelta('age', 'age')).toBe(0);
  });
});
