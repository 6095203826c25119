/**
 * Profiles V2, the photo review: plain values, no schemas, so that the
 * console can import them without bundling TypeBox.
 */
import type { UserStatus } from '../members/values';

/** The tabs in the order the screen shows them, with the status id (1..8) each one lists. */
export const profileStatusTabs: readonly { id: number; status: UserStatus; label: string }[] = [
  { id: 7, status: 'old_approved', label: 'Old_approved' },
  { id: 2, status: 'approved', label: 'Approved' },
  { id: 1, status: 'pending', label: 'Pending' },
  { id: 4, status: 'reverify_1', label: 'Reverify_1' },
  { id: 5, status: 'reverify_2', label: 'Reverify_2' },
  { id: 3, status: 'limited', label: 'Limited' },
  { id: 6, status: 'blocked', label: 'Blocked' },
  { id: 8, status: 'onHold', label: 'Onhold' },
];

/** Tab 1 (Pending) is open by default. */
export const DEFAULT_PROFILE_STATUS_TAB = 1;
/** Profiles V2 shows 20 cards a page, without a size changer. */
export const PROFILE_STATUS_PAGE_SIZE = 20;
/** The introduction on a card is cut at 150 characters; the full text opens in a modal 600 px wide. */
export const INTRO_CUT = 150;
export const INTRO_MODAL_WIDTH = 600;

/** Search field selector: Name (default), Email, UserID. */
export const profileSearchFields = ['name', 'identifier', 'userId'] as const;
export type ProfileSearchField = (typeof profileSearchFields)[number];
export const profileSearchLabels: Record<ProfileSearchField, string> = {
  name: 'Name',
  identifier: 'Email',
  userId: 'UserID',
};

/** The queue tabs, served first come first served (oldest modified first); the others newest first. */
export const reviewQueueStatuses: readonly UserStatus[] = ['pending', 'reverify_1', 'reverify_2'];

/** The status a profile-status id (1..8) stands for. */
export const statusOfTab = (id: number): UserStatus | undefined =>
  profileStatusTabs.find((tab) => tab.id === id)?.status;

export const profileReviewTexts = {
  title: 'Profiles V2',
  empty: 'No data available',
  introTitle: 'User Introduction',
  photoTitle: 'Photo',
  profileBadge: 'Profile',
  oldVersion: 'Old version',
  clearFilters: 'Clear filters',
  searchPlaceholder: 'Search',
  approveAll: 'Approve All',
  rejectAll: 'Reject All',
  approve: 'Approve',
  reject: 'Reject',
  block: 'Block',
  onHold: 'OnHold',
  adminComments: 'Admin comments',
  submit: 'Submit',
  next: 'Next profile',
  reload: 'Reload',
  noPhotos: 'This member has no photos.',
  lastProfile: 'That was the last profile of the list.',
} as const;

/** Messages of profiles/update-status, the same on both sides. */
export const profileReviewMessages = {
  saved: 'Profile status updated successfully',
  blockNeedsComments: 'Please add comments before blocking the user.',
  imagesPending: 'Please select a status for all images.',
  blockAndHold: 'Block and On hold cannot both be set.',
  holdNeedsComments: 'Please add comments (the reason) before putting the user on hold.',
  holdNotForStatus: (status: string) =>
    `A ${status} profile cannot be put on hold: On hold is only for profiles outside Blocked and Limited.`,
  holdNotForVersion: 'On hold is only for members on an app version below 1.2.1 (or none).',
  noSuchPhoto: (key: string) => `There is no photo at ${key}: send statuses only for the member's photos.`,
  notFound: 'Member not found',
  pendingDeletion: 'This member is pending deletion: their profile can no longer be reviewed.',
  stale: (by: string) =>
    `This profile was changed by someone else since you opened it (${by}). Reload to see it; your choices were not saved.`,
} as const;

/** The review panel's keys, shown on screen as a legend. */
export const reviewKeyLegend: readonly { keys: string; does: string }[] = [
  { keys: '← / →', does: 'previous / next photo' },
  { keys: 'A', does: 'approve the photo' },
  { keys: 'R', does: 'reject the photo' },
  { keys: 'Shift+A', does: 'approve all' },
  { keys: 'Shift+R', does: 'reject all' },
  { keys: 'Enter', does: 'submit (Ctrl+Enter in the comments)' },
  { keys: 'N', does: 'next profile without submitting' },
];
