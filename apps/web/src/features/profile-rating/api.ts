import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type {
  ProfileCard,
  ProfileRating,
  ProfileRatingAnswer,
  ProfilesListAnswer,
  ProfilesListQuery,
} from '@orrery/contract';
import { api } from '../../api/client';
import type { Page } from '../../lib/list/listDefinition';
import { ratedDelta } from './ratedCount';

/** This screen's query keys. */
export const profilesKeys = {
  list: (query: ProfilesListQuery) => ['profiles', 'list', { ...query }] as const,
};

/** One page of cards with the counter's figures: rated members of all members. */
export interface ProfilesPage extends Page<ProfileCard> {
  rated: number;
  members: number;
  /** The counts a broad name search stopped at 10,000 (shown "10,000+"). */
  ratedCapped: boolean;
  membersCapped: boolean;
}

/**
 * `POST /api/user/profiles-list`: one page of cards with the member and rated counts. List
 * errors are only logged (no toast); the page shows the message in place of the grid.
 */
export async function fetchProfilesPage(
  query: ProfilesListQuery,
  signal?: AbortSignal,
): Promise<ProfilesPage> {
  try {
    const answer = await api<ProfilesListAnswer>('user/profiles-list', {
      method: 'POST',
      body: query,
      signal,
      silent: true,
    });
    const { item, pagination, totalRatedUser, totalUser } = answer;
    return {
      rows: item,
      total: pagination.total,
      capped: pagination.totalCapped === true,
      rated: totalRatedUser,
      ratedCapped: answer.totalRatedUserCapped === true,
      members: totalUser,
      membersCapped: answer.totalUserCapped === true,
    };
  } catch (error) {
    console.error('profiles-list failed', error);
    throw error;
  }
}

interface RateInput {
  id: string;
  rating: ProfileRating | null;
}

/** The page with one card's rating changed and the rated counter moved (`ratedDelta`). */
function withRating(page: ProfilesPage, { id, rating }: RateInput): ProfilesPage {
  const card = page.rows.find((c) => c._id === id);
  if (!card) return page;
  return {
    ...page,
    // a capped count ("10,000+") stays as it is
    rated: page.ratedCapped ? page.rated : page.rated + ratedDelta(card.rating, rating),
    rows: page.rows.map((c) => (c._id === id ? { ...c, rating } : c)),
  };
}

/**
 * `PUT /api/user/update-profile/{id}`: saves a rating (null clears it) as soon as it is chosen. The card
 * and the counter change at once (before the call, so the radio never flickers back); a failure puts
 * that card back and the client shows the server's message. The page is not reloaded, so cards keep
 * their places.
 */
export function useRateProfile(key: QueryKey): (input: RateInput) => void {
  const client = useQueryClient();
  const apply = (input: RateInput) => {
    const page = client.getQueryData<ProfilesPage>(key);
    if (page) client.setQueryData(key, withRating(page, input));
  };
  const { mutate } = useMutation({
    mutationFn: ({ id, rating }: RateInput & { previous: RateInput['rating'] }) =>
      api<ProfileRatingAnswer>(`user/update-profile/${id}`, { method: 'PUT', body: { rating } }),
    onError: (_error, { id, previous }) => apply({ id, rating: previous }),
  });
  return (input) => {
    const card = client.getQueryData<ProfilesPage>(key)?.rows.find((c) => c._id === input.id);
    apply(input);
    mutate({ ...input, previous: card?.rating ?? null });
  };
}
