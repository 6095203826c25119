import { describe, expect, it } from 'vitest';
import { parseReportedListParams, toReportedCall } from './listParams';

describe('reported list params', () => {
  it('defaults to page 1, name search, the server order', () => {
    expect(parseReportedListParams({})).toEqual({
      pageNo: 1,
      sortBy: undefined,
      orderBy: undefined,
      search: undefined,
      searchBy: 'nickName',
    });
  });

  it('keeps known sorts and search fields only', () => {
    expect(
      parseReportedListParams({
        pageNo: '3',
        sortBy: 'totalReports',
        orderBy: 'asc',
        searchBy: '_id',
        search: ' x ',
      }),
    ).toEqual({ pageNo: 3, sortBy: 'totalReports', orderBy: 'asc', search: 'x', searchBy: '_id' });
    expect(parseReportedListParams({ pageNo: '-2', sortBy: 'place', searchBy: 'city' })).toMatchObject({
      pageNo: 1,
      sortBy: undefined,
      searchBy: 'nickName',
    });
    expect(parseReportedListParams({ sortBy: 'nickName' }).orderBy).toBe('desc');
  });

  it('turns the page into skip and limit, sending searchBy only with a search', () => {
    const params = parseReportedListParams({ pageNo: '3', sortBy: 'lastReportedAt', orderBy: 'asc' });
    expect(toReportedCall(params, 20)).toEqual({
      skip: 40,
      limit: 20,
      query: {
        pageNo: 3,
        pageLimit: 20,
        sortBy: 'lastReportedAt',
        orderBy: 'asc',
        search: undefined,
        searchBy: undefined,
      },
    });
    expect(
      toReportedCall(parseReportedListParams({ search: 'rhea', searchBy: 'identifier' }), 20).query,
    ).toMatchObject({
      search: 'rhea',
      searchBy: 'identifier',
    });
  });
});
