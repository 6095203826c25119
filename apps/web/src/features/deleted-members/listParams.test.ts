import { describe, expect, it } from 'vitest';
import { tabSwitch } from '../../lib/list/useListState';
import { deletedTabResets, parseDeletedListParams, toPendingQuery, toRemovedQuery } from './listParams';

describe('deleted list params', () => {
  it('reads defaults and drops what the tab does not have', () => {
    expect(parseDeletedListParams({})).toMatchObject({ tab: '1', pageNo: 1 });
    const tab2 = parseDeletedListParams({ tab: '2', createdStartDate: '2024-01-01', sortBy: 'login' });
    expect(tab2).toMatchObject({ tab: '2', createdStartDate: undefined, sortBy: undefined });
  });

  it('keeps each tab its page when switching', () => {
    const params = parseDeletedListParams({ pageNo: '3' });
    expect(tabSwitch(params, '2', deletedTabResets)).toMatchObject({ tab: '2', pageNo: 1, page1: 3 });
    const back = parseDeletedListParams({ tab: '2', pageNo: '2', page1: '3' });
    expect(tabSwitch(back, '1', deletedTabResets)).toMatchObject({ tab: '1', pageNo: 3, page2: 2 });
  });

  it('sends the member-list defaults on the pending tab and the deleted date to both calls', () => {
    const params = parseDeletedListParams({ deletedStartDate: '2024-05-01', search: 'ana' });
    expect(toPendingQuery(params)).toMatchObject({
      accountStatus: false,
      deletedUser: true,
      modifiedStartDate: '2024-05-01',
      search: 'ana',
    });
    expect(toRemovedQuery(params)).toMatchObject({ deletedStartDate: '2024-05-01', search: 'ana' });
  });
});
