import type { ProfileRating } from '@orrery/contract';

type Rating = ProfileRating | null;

/**
 * The rated counter rises when an unrated profile gets a rating and falls when a
 * rating is cleared; changing one rating to another leaves it.
 */
export function ratedDelta(before: Rating, after: Rating): number {
  if (before === null && after !== null) return 1;
  if (before !== null && after === null) return -1;
  return 0;
}
