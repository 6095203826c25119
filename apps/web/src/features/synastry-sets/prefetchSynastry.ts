import type { QueryClient } from '@tanstack/react-query';
import { getStoredUser } from '../../lib/session';
import { textAt } from '../../lib/useUrlState';
import { setListQuery, setQuery } from './api';
import { initialSetId } from './selection';

/**
 * Synastry's calls, started by the route (`routePrefetch`) while the screen's code still loads: the list of
 * sets and the set the screen shows (the address's `?set=`, else the one it would choose from the list).
 */
export async function prefetchSynastry(client: QueryClient, search: URLSearchParams): Promise<unknown> {
  const chosen = textAt(search, 'set');
  const list = client.fetchQuery(setListQuery(getStoredUser()?._id ?? ''));
  const selected = chosen ?? initialSetId((await list).items);
  return selected && client.prefetchQuery(setQuery(selected));
}
