import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { queryClient } from '../../api/queryClient';
import { visitPrefetched } from '../../lib/testing/visitPrefetched';
import { prefetchSynastry } from './prefetchSynastry';
import { SynastryPage } from './SynastryPage';
import { set } from './testSets';

const sets = [set('a', 'First', 'me'), set('b', 'Second', 'someone else')];

/** The calls made, as paths after /api/setting/. */
let asked: string[] = [];
function stubSets() {
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, 'http://console.test').pathname.replace('/api/setting/', '');
      asked.push(path);
      const id = /^protocol\/(\w+)$/.exec(path)?.[1];
      const body = path.startsWith('protocols/list')
        ? { valid: true, items: sets }
        : { valid: true, message: 'OK', item: sets.find((s) => s._id === id) };
      return new Response(JSON.stringify(body));
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  localStorage.clear();
});

describe("Synastry's route prefetch", () => {
  it('asks for the list and then the set the screen would choose (the last); the screen asks nothing again', async () => {
    stubSets();
    await visitPrefetched(<SynastryPage />, '/astro/synastry', '/astro/synastry', prefetchSynastry);
    await waitFor(() => expect(asked).toEqual(['protocols/list/me', 'protocol/b']));

    expect(await screen.findByText('3 visible rules')).toBeInTheDocument();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(asked).toEqual(['protocols/list/me', 'protocol/b']);
  });

  it("asks for the address's set beside the list", async () => {
    stubSets();
    await visitPrefetched(<SynastryPage />, '/astro/synastry', '/astro/synastry?set=a', prefetchSynastry);
    await waitFor(() => expect(asked.sort()).toEqual(['protocol/a', 'protocols/list/me']));

    expect(await screen.findByText('3 visible rules')).toBeInTheDocument();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(asked.sort()).toEqual(['protocol/a', 'protocols/list/me']);
  });
});
