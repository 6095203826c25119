import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  ProfileReviewAnswer,
  ProfilesStatusListAnswer,
  ProfilesStatusListQuery,
  UpdateStatusAnswer,
  UpdateStatusBody,
} from '@orrery/contract';
import { api } from '../../api/client';

export const reviewKeys = {
  all: ['profileStatus'] as const,
  list: (query: ProfilesStatusListQuery) => ['profileStatus', 'list', { ...query }] as const,
  card: (id: string) => ['profileStatus', 'card', id] as const,
};

/** `POST /api/profiles/profiles-status-list`: one tab page with the three queue counts. */
export function useStatusList(query: ProfilesStatusListQuery) {
  return useQuery({
    queryKey: reviewKeys.list(query),
    queryFn: ({ signal }) =>
      api<ProfilesStatusListAnswer>('profiles/profiles-status-list', { method: 'POST', body: query, signal }),
    placeholderData: keepPreviousData,
  });
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

/** `POST /api/profiles/update-status`; silent: the panel shows its own message (409 with Reload). */
export const submitReview = (body: UpdateStatusBody) =>
  api<UpdateStatusAnswer>('profiles/update-status', { method: 'POST', body, silent: true });
