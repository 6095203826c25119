import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { IncompleteProfileAnswer, IncompleteProfileQuery } from '@orrery/contract';
import { api } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';

/** `POST /api/user/incomplete-profile-list`: one page of members who have not finished registering. */
export function useIncompleteProfiles(query: IncompleteProfileQuery) {
  return useQuery({
    queryKey: queryKeys.incompleteProfiles({ ...query }),
    queryFn: ({ signal }) =>
      api<IncompleteProfileAnswer>('user/incomplete-profile-list', { method: 'POST', body: query, signal }),
    placeholderData: keepPreviousData,
  });
}
