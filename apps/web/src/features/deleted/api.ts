import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  DeletedListAnswer,
  DeletedListQuery,
  RemovedListAnswer,
  RemovedListQuery,
  RetentionAnswer,
} from '@orrery/contract';
import { api } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';

export function useRetentionPeriod() {
  return useQuery({
    queryKey: queryKeys.deleted.retention,
    queryFn: ({ signal }) => api<RetentionAnswer>('user/get-user-data-delete-time-period/', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function usePendingList(query: DeletedListQuery, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.deleted.pending({ ...query }),
    queryFn: ({ signal }) => api<DeletedListAnswer>('user/deleted-list/', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useRemovedList(query: RemovedListQuery, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.deleted.removed({ ...query }),
    queryFn: ({ signal }) =>
      api<RemovedListAnswer>('user/permanently-deleted-profiles/', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
