import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';

/** A route's `lazy` alone: what `lazyRoute` gives. */
export type LazyScreenRoute = { lazy: LazyRouteFunction<RouteObject> };

/**
 * A route whose component loads when the address matches it: `...lazyRoute(() =>
 * import('./features/admins/AdminList'), 'AdminList')`. The router asks for the code of every matched
 * route at once (the query cache's, the signed-in layout's and the screen's download side by side, with the
 * screen's calls) and draws them together once all is there: no Suspense fallback between the levels, so
 * React never holds a level back to space its reveals. On a move between screens, the last screen stays
 * until the next one is ready. `props` go to the component (a placeholder screen's title).
 */
export function lazyRoute<K extends string, P extends object = Record<string, never>>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  props?: P,
): LazyScreenRoute {
  return {
    lazy: async () => {
      const Component: ComponentType<P> = (await load())[name];
      return { element: <Component {...(props as P)} /> };
    },
  };
}
