import type { QueryClient } from '@tanstack/react-query';
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
