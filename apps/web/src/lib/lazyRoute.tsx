import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyNamed } from './lazyNamed';

/**
 * A route whose component loads when the address matches it: `...lazyRoute(() =>
 * import('./features/admins/AdminList'), 'AdminList')`. The router asks for the code of every matched
 * route at once (the query cache's, the signed-in layout's and the screen's download side by side) but
 * waits for none: each level is drawn as soon as its own code is there, inside the nearest Suspense (the
 * root's, then the layout's), so the layout shows while the screen's code still arrives. On a move between
 * screens, the last screen stays until the next one is ready. `props` go to the component (a placeholder
 * screen's title).
 */
export function lazyRoute<K extends string, P extends object = Record<string, never>>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  props?: P,
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const loading = load();
      const Component = lazyNamed(() => loading, name);
      return { element: <Component {...(props as P)} /> };
    },
  };
}
