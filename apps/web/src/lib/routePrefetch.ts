import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import type { LazyScreenRoute } from './lazyRoute';
import { hasLiveSession } from './session';

/** Starts a screen's calls for an address (`search`, its query), into the query cache (`client`). */
export type Prefetch = (client: QueryClient, search: URLSearchParams) => Promise<unknown>;

/** A route's data (`routePrefetch`), with `loadCode`: the import of its prefetch alone, no call. */
export type RouteData = Pick<RouteObject, 'loader' | 'shouldRevalidate'> & { loadCode: () => void };

/**
 * A route's data: when the address comes to the route, its screen's calls start beside the download of the
 * screen's code instead of after it, and the screen finds the answers under way or there. `load` imports
 * the prefetch: a few small files the screen holds anyway (its calls and their keys), never the screen
 * itself. Signed in only; moves inside the screen (same path: a page, a filter) are the screen's own.
 */
export function routePrefetch(load: () => Promise<Prefetch>): RouteData {
  return {
    // the module loader keeps an import: the loader's own `load()` later finds it under way or there
    loadCode: () => {
      if (hasLiveSession()) void load().catch(() => undefined);
    },
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

/**
 * A screen's route (`lazyRoute`) with its data (`routePrefetch`, `listRouteData`). The router asks for the
 * screen's code before it runs the loader, and the screen's code is many files (40 and more), each of which
 * the browser queues before the loader's import: on a first load, the call waited behind all of them. Here
 * the route's `lazy` asks for the prefetch's few files first, then for the screen's.
 */
export function withRouteData(
  screen: LazyScreenRoute,
  { loadCode, ...data }: RouteData,
): Omit<RouteData, 'loadCode'> & LazyScreenRoute {
  return {
    ...data,
    lazy: () => {
      loadCode();
      return screen.lazy();
    },
  };
}
