import { useQuery } from '@tanstack/react-query';
import type {
  DeletedListAnswer,
  DeletedListItem,
  RemovedListAnswer,
  RemovedListItem,
  RetentionAnswer,
} from '@orrery/contract';
import { api } from '../../api/client';
import type { Page } from '../../lib/list/listDefinition';
import { toPendingQuery, toRemovedQuery, type DeletedListParams } from './listParams';

/** A row of either tab. */
export type DeletedRow = DeletedListItem | RemovedListItem;

/** This screen's query keys. */
export const deletedKeys = {
  retention: ['deleted', 'retention'] as const,
  list: (params: DeletedListParams) =>
    params.tab === '1'
      ? (['deleted', 'pending', { ...toPendingQuery(params) }] as const)
      : (['deleted', 'removed', { ...toRemovedQuery(params) }] as const),
};

export function useRetentionPeriod() {
  return useQuery({
    queryKey: deletedKeys.retention,
    queryFn: ({ signal }) => api<RetentionAnswer>('user/get-user-data-delete-time-period/', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The shown tab's page: Pending Deletion (`user/deleted-list/`) or Permanently Removed, as rows and total. */
export async function fetchDeletedPage(
  params: DeletedListParams,
  signal?: AbortSignal,
): Promise<Page<DeletedRow>> {
  if (params.tab === '1') {
    const query = toPendingQuery(params);
    const answer = await api<DeletedListAnswer>('user/deleted-list/', { query: { ...query }, signal });
    return { rows: answer.items, total: answer.TotalFilteredUser };
  }
  const query = toRemovedQuery(params);
  const answer = await api<RemovedListAnswer>('user/permanently-deleted-profiles/', {
    query: { ...query },
    signal,
  });
  return { rows: answer.items, total: answer.pagination.total };
}
