import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { oneOf, positiveInt, tabParams, type RawParams } from './params';
import { useListState } from './useListState';

interface Params {
  [key: string]: string | number | undefined;
  pageNo: number;
  role?: 'admin' | 'superadmin';
}
const parse = (raw: RawParams): Params => ({
  pageNo: positiveInt(raw.pageNo, 1),
  role: oneOf(raw.role, ['admin', 'superadmin'] as const),
});

function setup(url: string) {
  let router!: ReturnType<typeof createMemoryRouter>;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '*', element: children }], { initialEntries: [url] });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => useListState({ storageKey: 'testFilter', parse }), { wrapper });
  return { hook, search: () => router.state.location.search, router };
}

interface TabbedParams {
  [key: string]: string | number | undefined;
  pageNo: number;
  tab: 'a' | 'b';
  role?: 'admin' | 'superadmin';
}
const tabs = ['a', 'b'] as const;
const parseTabbed = (raw: RawParams): TabbedParams => ({
  ...tabParams(raw, tabs),
  role: oneOf(raw.role, ['admin', 'superadmin'] as const),
});

function setupTabbed(url: string) {
  let router!: ReturnType<typeof createMemoryRouter>;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '*', element: children }], { initialEntries: [url] });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(
    () => useListState({ storageKey: 'tabbedFilter', parse: parseTabbed, tabs, tabResets: ['role'] }),
    { wrapper },
  );
  return { hook, search: () => router.state.location.search, router };
}

describe('useListState', () => {
  it('uses the defaults when neither the URL nor storage says anything', () => {
    expect(setup('/list').hook.result.current.params).toEqual({ pageNo: 1, role: undefined });
  });

  it('the URL wins over storage; storage wins over defaults', () => {
    localStorage.setItem('testFilter', JSON.stringify({ role: 'superadmin', pageNo: '4' }));
    expect(setup('/list?role=admin').hook.result.current.params).toEqual({ pageNo: 1, role: 'admin' });
    expect(setup('/list').hook.result.current.params).toEqual({ pageNo: 4, role: 'superadmin' });
  });

  it('a change goes to the URL and storage, back to page 1, empty values stripped', () => {
    const { hook, search } = setup('/list?pageNo=3');
    act(() => hook.result.current.update({ role: 'admin' }));
    expect(search()).toBe('?role=admin');
    expect(JSON.parse(localStorage.getItem('testFilter') ?? '{}')).toEqual({ pageNo: '1', role: 'admin' });
    act(() => hook.result.current.update({ role: undefined, pageNo: 2 }));
    expect(search()).toBe('?pageNo=2');
  });

  it('keeps both of two changes made before the page renders again', () => {
    const { hook, search } = setup('/list?pageNo=3');
    const { update } = hook.result.current;
    act(() => {
      update({ role: 'admin' });
      update({ pageNo: 2 });
    });
    expect(search()).toBe('?pageNo=2&role=admin');
    expect(hook.result.current.params).toEqual({ pageNo: 2, role: 'admin' });
  });

  it('gives a change made as a function the state it applies to, not the last render', () => {
    const { hook, search } = setup('/list');
    const { update } = hook.result.current;
    act(() => {
      update({ pageNo: 3 });
      update((current) => ({ role: 'admin', pageNo: current.pageNo + 1 }));
    });
    expect(search()).toBe('?pageNo=4&role=admin');
  });

  it('Clear filters forgets storage and returns to the defaults', () => {
    const { hook, search } = setup('/list?role=admin');
    act(() => hook.result.current.clear());
    expect(search()).toBe('');
    expect(localStorage.getItem('testFilter')).toBeNull();
    expect(hook.result.current.active).toBe(false);
  });

  it('writes state restored from storage into the address, replacing the bare one', async () => {
    localStorage.setItem('testFilter', JSON.stringify({ role: 'superadmin', pageNo: '2' }));
    const { hook, search, router } = setup('/list');
    await waitFor(() => expect(search()).toBe('?pageNo=2&role=superadmin'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(hook.result.current.params).toEqual({ pageNo: 2, role: 'superadmin' });
  });

  it('writes nothing into the address of the screen it is leaving', async () => {
    const { hook, router } = setup('/list');
    act(() => hook.result.current.update({ role: 'admin' }));
    await act(() => router.navigate('/list/abc'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(router.state.location.pathname + router.state.location.search).toBe('/list/abc');
  });

  it('leaves a bare address bare when storage holds only the defaults', async () => {
    localStorage.setItem('testFilter', JSON.stringify({ pageNo: '1' }));
    const { search, router } = setup('/list');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(search()).toBe('');
    expect(router.state.historyAction).toBe('POP');
  });
});

describe('useListState with tabs', () => {
  it('gives each tab its own page, in the address', () => {
    const { hook, search } = setupTabbed('/list?pageNo=3');
    act(() => hook.result.current.switchTab('b'));
    expect(search()).toBe('?tab=b&pagea=3');
    expect(hook.result.current.params).toMatchObject({ tab: 'b', pageNo: 1, pagea: 3 });
    act(() => hook.result.current.update({ pageNo: 2 }));
    act(() => hook.result.current.switchTab('a'));
    expect(search()).toBe('?pageNo=3&pageb=2');
    expect(hook.result.current.params).toMatchObject({ tab: 'a', pageNo: 3, pageb: 2 });
  });

  it('a tab change clears what the tab does not share; a filter sends every tab to page 1', () => {
    const { hook, search } = setupTabbed('/list?pageNo=3&pageb=2&role=admin');
    act(() => hook.result.current.switchTab('b'));
    expect(search()).toBe('?tab=b&pageNo=2&pagea=3');
    act(() => hook.result.current.update({ role: 'superadmin' }));
    expect(search()).toBe('?tab=b&role=superadmin');
  });
});
