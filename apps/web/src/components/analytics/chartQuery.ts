import type { QueryKey } from '@tanstack/react-query';

/**
 * A chart's query: its key and its load, not retried (the card shows the failure with Retry). The card's
 * `useChartQuery` and a route's prefetch use the same, so the card finds the prefetched answer.
 */
export function chartQuery<T>(queryKey: QueryKey, load: (signal: AbortSignal) => Promise<T>) {
  return { queryKey, queryFn: ({ signal }: { signal: AbortSignal }) => load(signal), retry: false as const };
}
