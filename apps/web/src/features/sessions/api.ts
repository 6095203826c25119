import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionListAnswer, SessionListQuery } from '@orrery/contract';
import { api } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';

export function useSessionList(query: SessionListQuery) {
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
