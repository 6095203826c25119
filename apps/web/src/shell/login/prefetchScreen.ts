import { matchRoutes } from 'react-router';
import { routes } from '../../routes';

/**
 * Starts loading the code of the screen at `path` (the signed-in layout's and the screen's own) while the
 * person reads the one-time code: once it is verified, the screen has only its data to fetch. The login page
 * itself loads none of it, so the first screen stays light.
 */
export function prefetchScreen(path: string): void {
  for (const { route } of matchRoutes(routes, path) ?? []) {
    if (typeof route.lazy === 'function') void route.lazy().catch(() => undefined);
  }
}
