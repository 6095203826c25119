import { useEffect } from 'react';
import { App } from 'antd';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { chartQuery } from './chartQuery';

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
  const query = useQuery({ ...chartQuery(key, load), enabled, placeholderData: (previous) => previous });
  const { isError, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError) void message.error(errorText);
  }, [isError, errorUpdatedAt, errorText, message]);
  return query;
}
