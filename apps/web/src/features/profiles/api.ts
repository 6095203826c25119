import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ProfileRating,
  ProfileRatingAnswer,
  ProfilesListAnswer,
  ProfilesListQuery,
} from '@orrery/contract';
import { api } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';
import { ratedDelta } from './ratedCount';

/**
 * `POST /api/user/profiles-list`: one page of cards with the member and rated counts. spec/2 section 8:
 * list errors are only logged (no toast); the page shows the message in place of the grid.
 */
export function useProfiles(query: ProfilesListQuery) {
  return useQuery({
    queryKey: queryKeys.profiles({ ...query }),
    queryFn: ({ signal }) =>
      api<ProfilesListAnswer>('user/profiles-list', {
        method: 'POST',
        body: query,
        signal,
        silent: true,
      }).catch((error: unknown) => {
        console.error('profiles-list failed', error);
        throw error;
      }),
    placeholderData: keepPreviousData,
  });
}

interface RateInput {
  id: string;
  rating: ProfileRating | null;
}

/** The page with one card's rating changed and the rated counter moved by the spec's rule. */
function withRating(page: ProfilesListAnswer, { id, rating }: RateInput): ProfilesListAnswer {
  const card = page.item.find((c) => c._id === id);
  if (!card) return page;
  return {
    ...page,
    totalRatedUser: page.totalRatedUser + ratedDelta(card.rating, rating),
    item: page.item.map((c) => (c._id === id ? { ...c, rating } : c)),
  };
}

/**
 * `PUT /api/user/update-profile/{id}`: saves a rating (null clears it) as soon as it is chosen. The card
 * and the counter change at once (before the call, so the radio never flickers back); a failure puts
 * that card back and the client shows the server's message. The page is not reloaded, so cards keep
 * their places.
 */
export function useRateProfile(query: ProfilesListQuery): (input: RateInput) => void {
  const client = useQueryClient();
  const key = queryKeys.profiles({ ...query });
  const apply = (input: RateInput) => {
    const page = client.getQueryData<ProfilesListAnswer>(key);
    if (page) client.setQueryData(key, withRating(page, input));
  };
  const { mutate } = useMutation({
    mutationFn: ({ id, rating }: RateInput & { previous: RateInput['rating'] }) =>
      api<ProfileRatingAnswer>(`user/update-profile/${id}`, { method: 'PUT', body: { rating } }),
    onError: (_error, { id, previous }) => apply({ id, rating: previous }),
  });
  return (input) => {
    const card = client.getQueryData<ProfilesListAnswer>(key)?.item.find((c) => c._id === input.id);
    apply(input);
    mutate({ ...input, previous: card?.rating ?? null });
  };
}
