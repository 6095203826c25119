import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { queryClient } from '../api/queryClient';
import { lazyRoute } from './lazyRoute';
import { routePrefetch, withRouteData, type Prefetch } from './routePrefetch';
import { storeSignedInAdmin } from './testing/signedIn';

/** What was asked for, in order: the screen's code, the prefetch's code, and each call it made. */
let asked: string[] = [];

function visit(url: string) {
  const screenCode = async () => {
    asked.push('screen code');
    return { Screen: () => <h1>The screen</h1> };
  };
  const prefetchCode = async (): Promise<Prefetch> => {
    asked.push('prefetch code');
    return async (_client, search) => void asked.push(`call for page ${search.get('pageNo')}`);
  };
  const router = createMemoryRouter(
    [{ path: '/list', ...withRouteData(lazyRoute(screenCode, 'Screen'), routePrefetch(prefetchCode)) }],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
}

beforeEach(() => {
  asked = [];
});
afterEach(() => {
  localStorage.clear();
  queryClient.clear();
});

describe('a screen route with its data', () => {
  it("asks for the prefetch's code before the screen's, then makes the call for the address", async () => {
    storeSignedInAdmin();
    visit('/list?pageNo=3');
    expect(await screen.findByRole('heading', { name: 'The screen' })).toBeInTheDocument();
    expect(asked[0]).toBe('prefetch code');
    expect(asked.indexOf('prefetch code')).toBeLessThan(asked.indexOf('screen code'));
    expect(asked.filter((each) => each.startsWith('call'))).toEqual(['call for page 3']);
  });

  it('signed out, it loads no prefetch and makes no call', async () => {
    visit('/list?pageNo=3');
    expect(await screen.findByRole('heading', { name: 'The screen' })).toBeInTheDocument();
    expect(asked).toEqual(['screen code']);
  });
});
