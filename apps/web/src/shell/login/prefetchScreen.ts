import { matchRoutes } from 'react-router';
import { routes } from '../../routes';

/**
 * Loads the code of every route matched at `path` (the layouts' and the screen's own); resolves once all is
 * there, or has failed (the router shows a failure when it draws the screen).
 */
export async function loadScreen(path: string): Promise<void> {
  await Promise.all(
    (matchRoutes(routes, path) ?? []).map(({ route }) =>
      typeof route.lazy === 'function' ? route.lazy().catch(() => undefined) : undefined,
    ),
  );
}

/**
 * Starts loading the code of the screen at `path` (the signed-in layout's and the screen's own) while the
 * person reads the one-time code: once it is verified, the screen has only its data to fetch. The login page
 * itself loads none of it, so the first screen stays light.
 */
export function prefetchScreen(path: string): void {
  void loadScreen(path);
}
