import type {
  IncompleteProfileAnswer,
  IncompleteProfileItem,
  IncompleteProfileQuery,
} from '@orrery/contract';
import { api } from '../../api/client';
import type { Page } from '../../lib/list/listDefinition';

/** This screen's query keys. */
export const incompleteKeys = {
  list: (query: IncompleteProfileQuery) => ['incompleteProfiles', 'list', { ...query }] as const,
};

/** `POST /api/user/incomplete-profile-list`: one page of members who have not finished registering. */
export async function fetchIncompletePage(
  query: IncompleteProfileQuery,
  signal?: AbortSignal,
): Promise<Page<IncompleteProfileItem>> {
  const answer = await api<IncompleteProfileAnswer>('user/incomplete-profile-list', {
    method: 'POST',
    body: query,
    signal,
  });
  return { rows: answer.item, total: answer.pagination.total };
}
