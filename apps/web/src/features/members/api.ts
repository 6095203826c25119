import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MemberListAnswer, MemberListQuery } from '@orrery/contract';
import { api } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';

export function useMemberList(query: MemberListQuery) {
  return useQuery({
    queryKey: queryKeys.memberList({ ...query }),
    queryFn: ({ signal }) => api<MemberListAnswer>('user/userList/', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}
