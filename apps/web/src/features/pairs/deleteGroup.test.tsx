import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
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
    let deleted = false;
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
        if (init.method === 'DELETE') {
          deleted = true;
          return json({ valid: true, message: pairMessages.groupDeleted });
        }
        if (url.startsWith('/api/pair/groupList')) {
          const all = [group('group-a', 'A'), group('group-b', 'B')];
          return json({ valid: true, data: deleted ? all.slice(1) : all });
        }
        const { groupId } = JSON.parse(String(init.body)) as { groupId: string };
        if (deleted) asked.push(groupId);
        if (deleted && groupId === 'group-a')
          return json({ valid: false, message: pairMessages.groupNotFound }, 404);
        return json({
          valid: true,
          items: [],
          TotalFilteredPair: 0,
          synastryCategory: {},
          heartLogoCount: {},
          heartLogo: {},
        });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => ({
        groups: useGroups(),
        page: useQuery({ queryKey: pairKeys.page(shown), queryFn: () => fetchPairPage(shown) }),
        remove: useDeleteGroup(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.page.isSuccess && result.current.groups.isSuccess).toBe(true));

    await act(() => result.current.remove.mutateAsync({ id: 'group-a', version: 1 }));
    expect(result.current.groups.data?.map((g) => g.name)).toEqual(['B']);
    expect(asked).toEqual([]);
    expect(result.current.page.isError).toBe(false);
  });
});
