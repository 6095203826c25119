import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { hasLiveSession } from '../session';
import { listQuery, type ListDefinition, type Page } from './listDefinition';
import { listStateAt, type ListParams } from './useListState';

/**
 * Starts a list's page call for the state an address shows, under the key its screen asks with: the
 * screen then finds the answer under way or there.
 */
export function prefetchList<P extends ListParams, R, A extends Page<R>>(
  def: ListDefinition<P, R, A>,
  client: QueryClient,
  search: URLSearchParams,
): Promise<void> {
  const { params } = listStateAt(def, search);
  return client.prefetchQuery(listQuery(def, params));
}

/**
 * A list screen's route data: when the address comes to the list, its page call starts beside the download
 * of the screen's code instead of after it. `load` imports the feature's list definition (a few small
 * files the screen's code holds anyway). Signed in only; moves inside the list (page, sort, filters) are
 * the list's own.
 */
export function listRouteData<P extends ListParams, R, A extends Page<R>>(
  load: () => Promise<ListDefinition<P, R, A>>,
): Pick<RouteObject, 'loader' | 'shouldRevalidate'> {
  return {
    loader: ({ request }) => {
      if (hasLiveSession()) {
        const search = new URL(request.url).searchParams;
        void Promise.all([load(), import('../../api/queryClient')])
          .then(([def, { queryClient }]) => prefetchList(def, queryClient, search))
          // the screen makes the call again and shows its failure
          .catch(() => undefined);
      }
      return null;
    },
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
  };
}
