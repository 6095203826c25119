import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
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
    let deleted = false;
    const askedAfter: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
        if (init.method === 'DELETE') {
          deleted = true;
          return json({ valid: true, message: synastrySetMessages.deleted });
        }
        if (url.startsWith('/api/setting/protocols/list/')) {
          const all = [summary('set-a', 'A'), summary('set-b', 'B')];
          return json({ valid: true, items: deleted ? all.slice(1) : all });
        }
        if (deleted) askedAfter.push(url);
        if (deleted) return json({ valid: false, message: synastrySetMessages.notFound }, 404);
        return json({ valid: true, message: 'OK', item: summary('set-a', 'A') });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => ({ list: useSetList('me'), set: useSet('set-a'), remove: useDeleteSet() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.isSuccess && result.current.set.isSuccess).toBe(true));

    await act(() => result.current.remove.mutateAsync({ _id: 'set-a', user: 'me', me: 'me' }));
    expect(result.current.list.data?.map((s) => s.name)).toEqual(['B']);
    expect(askedAfter).toEqual([]);
    expect(result.current.set.isError).toBe(false);
  });
});
