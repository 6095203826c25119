import { useEffect } from 'react';
import { App } from 'antd';
import { useQuery, type QueryKey } from '@tanstack/react-query';

/**
 * A chart's data: fetched again whenever its key (the filters) changes; a failure shows its error toast
 * (`errorText`, e.g. 'Error fetching Members location data') once per failure. `enabled` false (a missing
 * year) fetches nothing.
 */
export function useChartQuery<T>(
  key: QueryKey,
  load: (signal: AbortSignal) => Promise<T>,
  errorText: string,
  enabled = true,
) {
  const { message } = App.useApp();
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => load(signal),
    enabled,
    placeholderData: (previous) => previous,
    retry: false,
  });
  const { isError, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError) void message.error(errorText);
  }, [isError, errorUpdatedAt, errorText, message]);
  return query;
}
