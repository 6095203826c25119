import { describe, expect, it } from 'vitest';
import { parseFeedbackListParams, toFeedbackCall } from './listParams';

describe('feedback list params', () => {
  it('defaults to page 1 and every kind', () => {
    expect(parseFeedbackListParams({})).toEqual({ pageNo: 1, search: undefined, key: undefined });
    expect(toFeedbackCall(parseFeedbackListParams({}), 20)).toEqual({
      skip: 0,
      limit: 20,
      query: { type: 'admin', search: undefined, key: undefined },
    });
  });

  it('keeps a known kind and the search; drops unknown kinds', () => {
    const params = parseFeedbackListParams({ pageNo: '2', key: 'suggestion', search: ' dark ' });
    expect(params).toEqual({ pageNo: 2, key: 'suggestion', search: 'dark' });
    expect(toFeedbackCall(params, 20)).toEqual({
      skip: 20,
      limit: 20,
      query: { type: 'admin', search: 'dark', key: 'suggestion' },
    });
    expect(parseFeedbackListParams({ key: 'praise' }).key).toBeUndefined();
  });
});
