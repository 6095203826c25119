import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * A chart's query: its key and its load, not retried (the card shows the failure with Retry). The card's
 * `useChartQuery` and a route's prefetch use the same, so the card finds the prefetched answer.
 */
export function chartQuery<T>(queryKey: QueryKey, load: (signal: AbortSignal) => Promise<T>) {
  return { queryKey, queryFn: ({ signal }: { signal: AbortSignal }) => load(signal), retry: false as const };
}

/** A chart's call: its query key, its load, and what is `missing` before it can be made (then none is). */
export interface ChartCall {
  key: QueryKey;
  load: (signal: AbortSignal) => Promise<unknown>;
  missing?: string;
}

/**
 * Starts a screen's chart calls into the cache from its route (`routePrefetch`), those with nothing
 * missing: a card with something missing shows that instead of asking.
 */
export const prefetchChartCalls = (client: QueryClient, calls: readonly ChartCall[]): Promise<unknown> =>
  Promise.all(
    calls
      .filter((call) => !call.missing)
      .map((call) => client.prefetchQuery(chartQuery(call.key, call.load))),
  );
