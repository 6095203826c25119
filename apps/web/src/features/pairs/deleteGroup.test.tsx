import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderQueryHooks, stubDeletion } from '../../lib/testing/queryHooks';
import { act, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { pairMessages, type PairGroup } from '@orrery/contract';
import { fetchPairPage, pairKeys, useDeleteGroup, useGroups } from './api';

const group = (_id: string, name: string): PairGroup => ({
  _id,
  name,
  pairCount: 1,
  version: 1,
  createdAt: '2026-03-01T10:00:00.000Z',
});
const shown = { protocolId: 'set-1', groupId: 'group-a', pageNo: 1, pageLimit: 20 };

afterEach(() => vi.unstubAllGlobals());

describe('Delete pair group', () => {
  it('asks nothing more about the deleted group: its page is not fetched again, the group list drops it', async () => {
    const api = stubDeletion({
      listPath: '/api/pair/groupList',
      list: (deleted) => ({
        valid: true,
        data: [group('group-a', 'A'), group('group-b', 'B')].slice(deleted ? 1 : 0),
      }),
      detail: {
        valid: true,
        items: [],
        TotalFilteredPair: 0,
        synastryCategory: {},
        heartLogoCount: {},
        heartLogo: {},
      },
      deletedMessage: pairMessages.groupDeleted,
      notFoundMessage: pairMessages.groupNotFound,
    });
    const { result } = renderQueryHooks(() => ({
      groups: useGroups(),
      page: useQuery({ queryKey: pairKeys.page(shown), queryFn: () => fetchPairPage(shown) }),
      remove: useDeleteGroup(),
    }));
    await waitFor(() => expect(result.current.page.isSuccess && result.current.groups.isSuccess).toBe(true));

    await act(() => result.current.remove.mutateAsync({ id: 'group-a', version: 1 }));
    // the list re-renders once the delete's cache work is done (a tick later on some Node versions)
    await waitFor(() => expect(result.current.groups.data?.map((g) => g.name)).toEqual(['B']));
    expect(api.askedAfter).toEqual([]);
    expect(result.current.page.isError).toBe(false);
  });
});
