import { useQuery } from '@tanstack/react-query';
import type { FeedbackAnswer, FeedbackItem, FeedbackListAnswer, FeedbackListQuery } from '@orrery/contract';
import { api } from '../../api/client';
import type { Page } from '../../lib/list/listDefinition';
import type { PathPage } from '../../lib/list/params';

/** This screen's query keys. */
export const feedbackKeys = {
  list: ({ skip, limit, query }: PathPage<FeedbackListQuery>) =>
    ['feedback', 'list', skip, limit, query] as const,
  item: (id: string) => ['feedback', 'item', id] as const,
};

/** `GET /api/feedback/list/{skip}/{limit}`: one page of feedback, as rows and total. */
export async function fetchFeedbackPage(
  { skip, limit, query }: PathPage<FeedbackListQuery>,
  signal?: AbortSignal,
): Promise<Page<FeedbackItem>> {
  const answer = await api<FeedbackListAnswer>(`feedback/list/${skip}/${limit}`, {
    query: { ...query },
    signal,
  });
  return { rows: answer.items, total: answer.total };
}

export function useFeedbackItem(id: string) {
  return useQuery({
    queryKey: feedbackKeys.item(id),
    queryFn: ({ signal }) =>
      api<FeedbackAnswer>(`feedback/item/${encodeURIComponent(id)}`, { signal, silent: true }),
    select: (answer) => answer.data,
  });
}
