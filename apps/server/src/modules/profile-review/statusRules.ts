import type { PhotoStatus, UserStatus } from '@orrery/contract';

/**
 * The profile-status rules of Profiles V2, as pure functions. docs/ describe the same rules in words.
 */

export interface ReviewDecision {
  isBlock: boolean;
  isOnHold: boolean;
  /** The status of every photo the member holds after the review. */
  photos: PhotoStatus[];
}

/**
 * The status a review leaves: Block → blocked; else OnHold → onHold; else at least one approved
 * photo → approved; else (all rejected, or no photos) → limited.
 */
export function reviewedStatus({ isBlock, isOnHold, photos }: ReviewDecision): UserStatus {
  if (isBlock) return 'blocked';
  if (isOnHold) return 'onHold';
  return photos.includes('approved') ? 'approved' : 'limited';
}

/** Statuses a photo change moves to a re-verification queue (a visible, reviewed profile). */
const reviewedVisible: readonly UserStatus[] = ['approved', 'old_approved', 'reverify_2'];

/**
 * After a member's photos change (one added or removed): an approved profile (approved,
 * old_approved, or reverify_2) with no approved photo left goes to reverify_1 (all approved photos
 * replaced, not visible); one that keeps an approved photo and got a new pending photo goes to
 * reverify_2 (still visible). A reverify_2 profile left with no pending photo (the new one removed)
 * has nothing to review: it goes back to approved, on the approved photo it kept. Any other status
 * stays (pending, limited, blocked, onHold and reverify_1 are already waiting on a moderator or a
 * decision). Returns the new status, or null for no change.
 */
export function statusAfterPhotoChange(
  current: string,
  photos: PhotoStatus[],
  addedPending: boolean,
): UserStatus | null {
  if (!(reviewedVisible as readonly string[]).includes(current)) return null;
  if (!photos.includes('approved')) return 'reverify_1';
  if (addedPending && current !== 'reverify_2') return 'reverify_2';
  if (current === 'reverify_2' && !photos.includes('pending')) return 'approved';
  return null;
}
