import type { QueryKey } from '@tanstack/react-query';
import type { ListParams, ListStateOptions } from './useListState';

// What a list is, apart from its screen: the route's prefetch reads it without the screen's code (the list
// hook, antd's table), which the login page and the entry never load.

/** Every list answer, normalised by the feature's api.ts: the page's rows and the filtered total. */
export interface Page<R> {
  rows: R[];
  total: number;
  /** The server stopped counting at `total` (a broad name search): shown as "Total 10,000+". */
  capped?: boolean;
}

/**
 * The list call of the feature's api.ts: its query key and its answer as rows and total. A key's first
 * two elements name the call (`['deleted', 'pending', query]`), the rest its query.
 */
export interface ListCall<P, A> {
  key: (params: P) => QueryKey;
  fetch: (params: P, signal?: AbortSignal) => Promise<A>;
}

/** What a list screen is made of, declared once in the feature's `list.ts`. */
export interface ListDefinition<
  P extends ListParams,
  R,
  A extends Page<R> = Page<R>,
> extends ListStateOptions<P> {
  call: ListCall<P, A>;
  /** A row's id; by default its `_id`. */
  rowId?: (row: R) => string;
  /** The page size: fixed (by default 20), or a state field with the sizes offered. */
  pageSize?: number | { field: string & keyof P; options: readonly number[] };
  /** The columns the server sorts by (per state when tabs differ). */
  sortFields?: readonly string[] | ((params: P) => readonly string[]);
  /** Column header filters, kept as comma lists. */
  filterFields?: readonly string[];
  /** Previous/Next of a detail walk this list: the name it is registered under, its ids' storage key. */
  walk?: { name: string; idsKey: string };
}

/** A list's call from the feature's api.ts: the state becomes the call's query, for its key and its fetch. */
export function listCall<P, Q, A>(
  toQuery: (params: P) => Q,
  key: (query: Q) => QueryKey,
  fetch: (query: Q, signal?: AbortSignal) => Promise<A>,
): ListCall<P, A> {
  return { key: (params) => key(toQuery(params)), fetch: (params, signal) => fetch(toQuery(params), signal) };
}

/** A list's query for a state: its key and its fetch, the same for the screen and its route's prefetch. */
export function listQuery<P extends ListParams, R, A extends Page<R>>(
  def: ListDefinition<P, R, A>,
  params: P,
) {
  return {
    queryKey: def.call.key(params),
    queryFn: ({ signal }: { signal?: AbortSignal }) => def.call.fetch(params, signal),
  };
}
