import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderQueryHooks, stubDeletion } from '../../lib/testing/queryHooks';
import { act, waitFor } from '@testing-library/react';
import { synastrySetMessages, type SynastrySetSummary } from '@orrery/contract';
import { useDeleteSet, useSet, useSetList } from './api';

const summary = (_id: string, name: string): SynastrySetSummary => ({
  _id,
  name,
  user: 'me',
  ownerName: 'Superadmin',
  notes: '',
  createdAt: '2026-03-01T10:00:00.000Z',
  modifiedAt: '2026-03-01T10:00:00.000Z',
  version: 1,
});

afterEach(() => vi.unstubAllGlobals());

describe('Delete Rule/Score set', () => {
  it('does not ask for the deleted set again while it is still shown; the list drops it', async () => {
    const api = stubDeletion({
      listPath: '/api/setting/protocols/list/',
      list: (deleted) => ({
        valid: true,
        items: [summary('set-a', 'A'), summary('set-b', 'B')].slice(deleted ? 1 : 0),
      }),
      detail: { valid: true, message: 'OK', item: summary('set-a', 'A') },
      deletedMessage: synastrySetMessages.deleted,
      notFoundMessage: synastrySetMessages.notFound,
    });
    const { result } = renderQueryHooks(() => ({
      list: useSetList('me'),
      set: useSet('set-a'),
      remove: useDeleteSet(),
    }));
    await waitFor(() => expect(result.current.list.isSuccess && result.current.set.isSuccess).toBe(true));

    await act(() => result.current.remove.mutateAsync({ _id: 'set-a', user: 'me', me: 'me' }));
    // the list re-renders once the delete's cache work is done (a tick later on some Node versions)
    await waitFor(() => expect(result.current.list.data?.map((s) => s.name)).toEqual(['B']));
    expect(api.askedAfter).toEqual([]);
    expect(result.current.set.isError).toBe(false);
  });
});
