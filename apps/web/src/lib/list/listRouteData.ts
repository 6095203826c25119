import { routePrefetch, type RouteData } from '../routePrefetch';
import type { ListDefinition, Page } from './listDefinition';
import type { ListParams } from './useListState';

/**
 * A list screen's route data (`routePrefetch`): its page call for the state the address shows. `load`
 * imports the feature's list definition (a few small files the screen's code holds anyway). The route
 * table is part of the entry, so the reading of the list's state comes with the definition, not before it:
 * the login page does not carry it.
 */
export function listRouteData<P extends ListParams, R, A extends Page<R>>(
  load: () => Promise<ListDefinition<P, R, A>>,
): RouteData {
  return routePrefetch(() =>
    Promise.all([load(), import('./prefetchList')]).then(
      ([def, { prefetchList }]) =>
        (client, search) =>
          prefetchList(def, client, search),
    ),
  );
}
