import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { positiveInt, sortParams, type RawParams } from './params';
import type { ListDefinition } from './listDefinition';
import { useList } from './useList';

interface Row {
  _id: string;
}
interface Params {
  [key: string]: string | number | undefined;
  pageNo: number;
  sortBy?: 'name';
  orderBy?: 'asc' | 'desc';
}

const calls: Params[] = [];
/** 41 rows, 20 a page; the answer is already normalised by the feature's api.ts. */
const definition: ListDefinition<Params, Row> = {
  storageKey: 'testList',
  parse: (raw: RawParams) => ({ pageNo: positiveInt(raw.pageNo, 1), ...sortParams(raw, ['name'] as const) }),
  call: {
    key: (params) => ['test', 'list', params],
    fetch: async (params) => {
      calls.push(params);
      const ids = Array.from({ length: 41 }, (_, i) => `r${i + 1}`).slice(
        (params.pageNo - 1) * 20,
        params.pageNo * 20,
      );
      return { rows: ids.map((_id) => ({ _id })), total: 41 };
    },
  },
  sortFields: ['name'],
  walk: { name: 'test', idsKey: 'testIds' },
};

function setup(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '*', element: children }], { initialEntries: [url] });
    return (
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    );
  };
  return renderHook(() => useList(definition), { wrapper });
}

describe('useList', () => {
  it('gives the Table the page, its paging with the total, and sorts through the address', async () => {
    const { result } = setup('/list?pageNo=3');
    await waitFor(() => expect(result.current.rows).toEqual([{ _id: 'r41' }]));
    const { pagination } = result.current.table;
    expect(pagination).toMatchObject({ current: 3, pageSize: 20, total: 41, showSizeChanger: false });
    expect(pagination.showTotal(1234)).toBe('Total 1,234');

    act(() =>
      result.current.table.onChange({}, {}, { order: 'descend', columnKey: 'name' }, {
        action: 'sort',
      } as never),
    );
    await waitFor(() =>
      expect(result.current.params).toEqual({ pageNo: 1, sortBy: 'name', orderBy: 'desc' }),
    );
    await waitFor(() => expect(calls.at(-1)).toEqual({ pageNo: 1, sortBy: 'name', orderBy: 'desc' }));
    act(() => pagination.onChange(2, 20));
    await waitFor(() => expect(result.current.params.pageNo).toBe(2));
  });

  it('remembers the page for Previous/Next from the click on a row, not before', async () => {
    const { result } = setup('/list?pageNo=2');
    await waitFor(() => expect(result.current.rows).toHaveLength(20));
    expect(localStorage.getItem('testIds')).toBeNull();
    act(() => result.current.table.onRow().onClick());
    expect(JSON.parse(localStorage.getItem('testIds') ?? '[]')).toEqual(
      Array.from({ length: 20 }, (_, i) => `r${i + 21}`),
    );
    expect(JSON.parse(localStorage.getItem('testIdsTrail') ?? '{}')).toEqual({
      list: 'test',
      params: { pageNo: '2' },
      pageNo: 2,
      pageSize: 20,
      total: 41,
    });
  });
});
