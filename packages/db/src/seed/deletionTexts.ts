import type { DeletionReason } from '@orrery/contract';
import { chance, pick, type Rng } from './random';
import { deletionComments, deletionSuggestions, otherReasonComments } from './texts';

/**
 * What a member wrote when deleting the account: with the reason "other", nearly always its own words
 * (the console's "Other Reason" drawer); otherwise now and then a comment; a suggestion (the "User
 * Feedbacks" drawer) from four in ten. An admin's deletion carries neither.
 */
export function deletionTexts(
  rng: Rng,
  reason: DeletionReason,
  fromUser: boolean,
): { userSuggestion: string | null; usersComment: string | null } {
  const userSuggestion = fromUser && chance(rng, 0.4) ? pick(rng, deletionSuggestions) : null;
  const other = reason === 'other';
  const usersComment =
    fromUser && chance(rng, other ? 0.9 : 0.3)
      ? pick(rng, other ? otherReasonComments : deletionComments)
      : null;
  return { userSuggestion, usersComment };
}
