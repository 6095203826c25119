import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { hasLiveSession } from './session';

/** Starts a screen's calls for an address (`search`, its query), into the query cache (`client`). */
export type Prefetch = (client: QueryClient, search: URLSearchParams) => Promise<unknown>;

/**
 * A route's data: when the address comes to the route, its screen's calls start beside the download of the
 * screen's code instead of after it, and the screen finds the answers under way or there. `load` imports
 * the prefetch: a few small files the screen holds anyway (its calls and their keys), never the screen
 * itself. Signed in only; moves inside the screen (same path: a page, a filter) are the screen's own.
 */
export function routePrefetch(
  load: () => Promise<Prefetch>,
): Pick<RouteObject, 'loader' | 'shouldRevalidate'> {
  return {
    loader: ({ request }) => {
      if (hasLiveSession()) {
        const search = new URL(request.url).searchParams;
        void Promise.all([load(), import('../api/queryClient')])
          .then(([prefetch, { queryClient }]) => prefetch(queryClient, search))
          // the screen makes the calls again and shows their failure
          .catch(() => undefined);
      }
      return null;
    },
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
  };
}
