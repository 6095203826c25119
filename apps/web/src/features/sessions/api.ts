import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionListAnswer } from '@orrery/contract';
import { api } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';
import type { SessionListRequest } from './listParams';

export function useSessionList(query: SessionListRequest) {
  return useQuery({
    queryKey: queryKeys.sessions.list({ ...query }),
    queryFn: ({ signal }) =>
      api<SessionListAnswer>('admin/login-session-list', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDeleteSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ valid: true; message: string }>(`admin/token-delete/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.sessions.all }),
  });
}
