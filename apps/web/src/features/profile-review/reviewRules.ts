import {
  profileReviewMessages as messages,
  type PhotoStatus,
  type ProfileCard,
  type UpdateStatusBody,
} from '@orrery/contract';

export interface ReviewDraft {
  /** Photo position → decision. */
  decisions: Record<number, PhotoStatus>;
  isBlock: boolean;
  isOnHold: boolean;
  comments: string;
  /** The decisions Block replaced: turning Block off brings them back. */
  beforeBlock?: Record<number, PhotoStatus>;
}

export const photosOf = (card: ProfileCard) => card.profiles[0]?.mediaItems ?? [];

export const draftOf = (card: ProfileCard): ReviewDraft => ({
  decisions: Object.fromEntries(photosOf(card).map((p) => [p.position, p.status])),
  isBlock: card.isBlocked,
  isOnHold: card.isOnHold,
  comments: card.adminComments ?? '',
});

/** Block rejects every photo; turning it off again restores the decisions made before it. */
export function withBlock(draft: ReviewDraft, isBlock: boolean, positions: readonly number[]): ReviewDraft {
  if (isBlock === draft.isBlock) return draft;
  if (isBlock)
    return {
      ...draft,
      isBlock,
      beforeBlock: draft.decisions,
      decisions: Object.fromEntries(positions.map((p) => [p, 'rejected'])),
    };
  const { beforeBlock, ...rest } = draft;
  return { ...rest, isBlock, decisions: beforeBlock ?? draft.decisions };
}

/** OnHold is offered only outside Blocked and Limited, and for app versions below 1.2.1 (or none). */
export const holdOffered = (card: ProfileCard) =>
  card.isOldVersion && card.userStatus !== 'blocked' && card.userStatus !== 'limited';

/** The submit checks, in order (the server repeats them): a message, or null when fine. */
export function reviewProblem(draft: ReviewDraft): string | null {
  const comments = draft.comments.trim();
  if (draft.isBlock && draft.isOnHold) return messages.blockAndHold;
  if (draft.isBlock && !comments) return messages.blockNeedsComments;
  if (draft.isOnHold && !comments) return messages.holdNeedsComments;
  if (!draft.isBlock && Object.values(draft.decisions).includes('pending')) return messages.imagesPending;
  return null;
}

export function toUpdateBody(card: ProfileCard, draft: ReviewDraft): UpdateStatusBody {
  return {
    userId: card._id,
    isBlock: draft.isBlock,
    isOnHold: draft.isOnHold,
    adminComments: draft.comments.trim() || null,
    statusUpdates: Object.fromEntries(
      Object.entries(draft.decisions).map(([position, status]) => [`p_${position}`, status]),
    ),
    version: card.version,
  };
}
