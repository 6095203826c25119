import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { queryClient } from '../../api/queryClient';
import { listRouteData } from './listRouteData';
import { positiveInt, textParam, type RawParams } from './params';
import type { ListDefinition } from './listDefinition';
import { useList } from './useList';
import { storeSignedInAdmin } from '../testing/signedIn';

interface Params {
  [key: string]: string | number | undefined;
  pageNo: number;
  search?: string;
}

let calls: Params[] = [];
/** How many times a route asked for the list's definition: once per prefetch. */
let loads = 0;
/** The list's answer comes only when `answer` is called: the screen draws while its call is under way. */
let answer: () => void = () => undefined;
const definition: ListDefinition<Params, { _id: string }> = {
  storageKey: 'prefetchTestList',
  parse: (raw: RawParams) => ({ pageNo: positiveInt(raw.pageNo, 1), search: textParam(raw.search) }),
  call: {
    key: (params) => ['prefetch-test', 'list', params],
    fetch: async (params) => {
      calls.push(params);
      await new Promise<void>((resolve) => (answer = resolve));
      return { rows: [{ _id: `page ${params.pageNo} of "${params.search ?? ''}"` }], total: 1 };
    },
  },
};

function ListScreen() {
  const { table } = useList(definition);
  return <p>{table.dataSource?.map((row) => row._id).join(', ') || 'no rows yet'}</p>;
}

function visit(url: string, screenElement = <ListScreen />) {
  const router = createMemoryRouter(
    [
      { path: '/elsewhere', element: <p>elsewhere</p> },
      {
        path: '/list',
        element: screenElement,
        ...listRouteData(async () => {
          loads += 1;
          return definition;
        }),
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  calls = [];
  loads = 0;
  queryClient.clear();
});
afterEach(() => queryClient.clear());

describe('a list route starts its page call when the address comes to it', () => {
  it("asks for the address's page once; the screen shows that answer without asking again", async () => {
    storeSignedInAdmin();
    const router = visit('/elsewhere');
    await router.navigate('/list?pageNo=3&search=ana');
    await waitFor(() => expect(calls).toEqual([{ pageNo: 3, search: 'ana' }]));
    answer();
    expect(await screen.findByText('page 3 of "ana"')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('asks for the state kept in storage when the address has none', async () => {
    storeSignedInAdmin();
    localStorage.setItem(definition.storageKey, JSON.stringify({ pageNo: '2', search: 'bia' }));
    visit('/list');
    await waitFor(() => expect(calls).toEqual([{ pageNo: 2, search: 'bia' }]));
    answer();
    expect(await screen.findByText('page 2 of "bia"')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('leaves a move inside the list (another page) to the list itself', async () => {
    storeSignedInAdmin();
    const router = visit('/list?pageNo=1');
    await waitFor(() => expect(calls).toHaveLength(1));
    answer();
    await screen.findByText('page 1 of ""');
    await router.navigate('/list?pageNo=2');
    await waitFor(() => expect(calls).toHaveLength(2));
    answer();
    expect(await screen.findByText('page 2 of ""')).toBeInTheDocument();
    expect(loads).toBe(1);
    expect(calls).toEqual([{ pageNo: 1 }, { pageNo: 2 }].map((p) => ({ search: undefined, ...p })));
  });

  it('asks for nothing without a session (the sign-in comes first)', async () => {
    visit('/list?pageNo=3', <p>a screen that makes no call</p>);
    await screen.findByText('a screen that makes no call');
    // the route's loader has run (the screen is drawn) and did not ask for the list
    expect(loads).toBe(0);
    expect(calls).toEqual([]);
  });
});
