import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { queryClient } from '../../api/queryClient';
import { routePrefetch, type Prefetch } from '../routePrefetch';
import { storeSignedInAdmin } from './signedIn';

/**
 * For route prefetch tests only. A signed-in admin moves from another page to `url`, whose route (`path`)
 * draws `element` and has `prefetch` as its route data (`routePrefetch`), in the console's query cache
 * (cleared first). Resolves once the move is made.
 */
export async function visitPrefetched(element: ReactElement, path: string, url: string, prefetch: Prefetch) {
  queryClient.clear();
  storeSignedInAdmin();
  const router = createMemoryRouter(
    [
      { path: '/elsewhere', element: <p>elsewhere</p> },
      { path, element, ...routePrefetch(async () => prefetch) },
    ],
    { initialEntries: ['/elsewhere'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
  await router.navigate(url);
  return router;
}
