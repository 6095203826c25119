import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { celebrityRuleMessages, celebrityToasts, type Celebrity } from '@orrery/contract';
import { renderQueryHooks, stubDeletion } from '../../lib/testing/queryHooks';
import { celebrityKeys, fetchCelebrityPage, useCelebrity, useDeleteCelebrity } from './api';

const celebrity = (_id: string, fullName: string) => ({ _id, fullName }) as Celebrity;
const query = { pageNo: 1, pageLimit: 20 };

afterEach(() => vi.unstubAllGlobals());

describe('Delete celebrity', () => {
  it('drops the celebrity from the list and never asks for it again while its page is still shown', async () => {
    const api = stubDeletion({
      listPath: '/api/celebrity/celebrity-list',
      list: (deleted) => {
        const items = [
          celebrity('celebrity-a', 'Ada Lovelace'),
          celebrity('celebrity-b', 'Bo Diddley'),
        ].slice(deleted ? 1 : 0);
        return { valid: true, items, TotalFilteredUser: items.length };
      },
      detail: { valid: true, data: celebrity('celebrity-a', 'Ada Lovelace') },
      deletedMessage: celebrityToasts.deleted,
      notFoundMessage: celebrityRuleMessages.notFound,
    });
    const { result } = renderQueryHooks(() => ({
      list: useQuery({ queryKey: celebrityKeys.list(query), queryFn: () => fetchCelebrityPage(query) }),
      detail: useCelebrity('celebrity-a'),
      remove: useDeleteCelebrity(),
    }));
    await waitFor(() => expect(result.current.list.isSuccess && result.current.detail.isSuccess).toBe(true));

    await act(() => result.current.remove.mutateAsync('celebrity-a'));
    // the list re-renders once the delete's cache work is done (a tick later on some Node versions)
    await waitFor(() =>
      expect(result.current.list.data?.rows.map((c) => c.fullName)).toEqual(['Bo Diddley']),
    );
    expect(api.askedAfter).toEqual([]);
    expect(result.current.detail.isError).toBe(false);
  });
});
