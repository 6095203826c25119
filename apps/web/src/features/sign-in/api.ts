import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Done, LoginSession, SessionListAnswer, SessionListQuery } from '@orrery/contract';
import { api } from '../../api/client';
import { forgetDeleted } from '../../lib/forgetDeleted';
import type { Page } from '../../lib/list/listDefinition';

/** This screen's query keys. */
export const sessionKeys = {
  all: ['sessions'] as const,
  list: (query: SessionListQuery) => ['sessions', 'list', { ...query }] as const,
};

/** `GET /api/admin/login-session-list`: one page of sessions, as rows and the filtered total. */
export async function fetchSessionPage(
  query: SessionListQuery,
  signal?: AbortSignal,
): Promise<Page<LoginSession>> {
  const answer = await api<SessionListAnswer>('admin/login-session-list', { query: { ...query }, signal });
  return { rows: answer.item, total: answer.pagination.totalUser };
}

export function useDeleteSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<Done>(`admin/token-delete/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      }),
    onSuccess: (_answer, id) => forgetDeleted(queryClient, [sessionKeys.all], id),
  });
}
