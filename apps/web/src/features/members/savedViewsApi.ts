import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Done, SavedViewBody, SavedViewListAnswer, SavedViewSaved } from '@orrery/contract';
import { api } from '../../api/client';

const viewKeys = { members: ['saved-views', 'members'] as const };

/** `GET /api/saved-views?list=members`: the admin's own views and the shared ones. */
export function useSavedViews() {
  return useQuery({
    queryKey: viewKeys.members,
    queryFn: ({ signal }) => api<SavedViewListAnswer>('saved-views', { query: { list: 'members' }, signal }),
    select: (answer) => answer.items,
  });
}

export function useSaveView() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<SavedViewBody, 'list'>) =>
      api<SavedViewSaved>('saved-views', { method: 'POST', body: { ...body, list: 'members' } }),
    onSuccess: () => client.invalidateQueries({ queryKey: viewKeys.members }),
  });
}

export function useDeleteView() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<Done>(`saved-views/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: viewKeys.members }),
  });
}
