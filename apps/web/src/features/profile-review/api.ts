import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  ProfileCard,
  ProfileReviewAnswer,
  ProfilesStatusListAnswer,
  ProfilesStatusListQuery,
  UpdateStatusAnswer,
  UpdateStatusBody,
} from '@orrery/contract';
import { api } from '../../api/client';
import type { Page } from '../../lib/list/listDefinition';

export const reviewKeys = {
  all: ['profileStatus'] as const,
  list: (query: ProfilesStatusListQuery) => ['profileStatus', 'list', { ...query }] as const,
  card: (id: string) => ['profileStatus', 'card', id] as const,
};

/** One tab page and the queue sizes its tabs show (Pending, Reverify_1, Reverify_2, by status id). */
export interface StatusPage extends Page<ProfileCard> {
  queues: Record<number, number>;
}

/** `POST /api/profiles/profiles-status-list`: one tab page with the three queue counts. */
export async function fetchStatusPage(
  query: ProfilesStatusListQuery,
  signal?: AbortSignal,
): Promise<StatusPage> {
  const answer = await api<ProfilesStatusListAnswer>('profiles/profiles-status-list', {
    method: 'POST',
    body: query,
    signal,
  });
  return {
    rows: answer.items,
    total: answer.pagination.total,
    capped: answer.pagination.totalCapped === true,
    queues: { 1: answer.pendingTotalCount, 4: answer.reverifyOneTotalCount, 5: answer.reverifyTwoTotalCount },
  };
}

/** `GET /api/profiles/review/{id}`: the card the review panel works on (always fresh). */
export function useReviewCard(id: string) {
  return useQuery({
    queryKey: reviewKeys.card(id),
    queryFn: ({ signal }) => api<ProfileReviewAnswer>(`profiles/review/${id}`, { signal }),
    staleTime: 0,
    gcTime: 0,
  });
}

/** `POST /api/profiles/update-status`; silent: the versioned save shows the toast or the 409 dialog. */
export function useSubmitReview() {
  return useMutation({
    mutationFn: (body: UpdateStatusBody) =>
      api<UpdateStatusAnswer>('profiles/update-status', { method: 'POST', body, silent: true }),
  });
}
