import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { adminToasts, ipMessages, type Admin } from '@orrery/contract';
import { renderQueryHooks, stubDeletion } from '../../lib/testing/queryHooks';
import { adminKeys, fetchAdminPage, useAdmin, useDeleteAdmin } from './api';

const admin = (_id: string, nickName: string) => ({ _id, nickName }) as Admin;
const query = { pageNo: 1, pageLimit: 20 };

afterEach(() => vi.unstubAllGlobals());

describe('Delete admin', () => {
  it('drops the admin from the list and never asks for it again while its page is still shown', async () => {
    const api = stubDeletion({
      listPath: '/api/admin/admin-list',
      list: (deleted) => {
        const item = [admin('admin-a', 'Ana'), admin('admin-b', 'Ben')].slice(deleted ? 1 : 0);
        return { valid: true, item, pagination: { totalUser: item.length } };
      },
      detail: { valid: true, data: admin('admin-a', 'Ana') },
      deletedMessage: adminToasts.deleted,
      notFoundMessage: ipMessages.adminNotFound,
    });
    const { result } = renderQueryHooks(() => ({
      list: useQuery({ queryKey: adminKeys.list(query), queryFn: () => fetchAdminPage(query) }),
      detail: useAdmin('admin-a'),
      remove: useDeleteAdmin(),
    }));
    await waitFor(() => expect(result.current.list.isSuccess && result.current.detail.isSuccess).toBe(true));

    await act(() => result.current.remove.mutateAsync('admin-a'));
    // the list re-renders once the delete's cache work is done (a tick later on some Node versions)
    await waitFor(() => expect(result.current.list.data?.rows.map((a) => a.nickName)).toEqual(['Ben']));
    expect(api.askedAfter).toEqual([]);
    expect(result.current.detail.isError).toBe(false);
  });
});
