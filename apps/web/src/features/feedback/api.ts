import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FeedbackAnswer, FeedbackListAnswer, FeedbackListQuery } from '@orrery/contract';
import { api } from '../../api/client';

/** Query keys of this screen (kept here: the shared queryKeys file belongs to the shell). */
const keys = {
  list: (skip: number, limit: number, query: FeedbackListQuery) =>
    ['feedback', 'list', skip, limit, query] as const,
  item: (id: string) => ['feedback', 'item', id] as const,
};

export function useFeedbackList(skip: number, limit: number, query: FeedbackListQuery) {
  return useQuery({
    queryKey: keys.list(skip, limit, query),
    queryFn: ({ signal }) =>
      api<FeedbackListAnswer>(`feedback/list/${skip}/${limit}`, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useFeedbackItem(id: string) {
  return useQuery({
    queryKey: keys.item(id),
    queryFn: ({ signal }) =>
      api<FeedbackAnswer>(`feedback/item/${encodeURIComponent(id)}`, { signal, silent: true }),
    select: (answer) => answer.data,
  });
}
