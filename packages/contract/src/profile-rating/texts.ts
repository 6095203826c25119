/**
 * The Profiles screen, photo rating: plain values, no schemas, so that
 * the console can import them without bundling TypeBox.
 */
import { profileRatings, type ProfileRating, type UserStatus } from '../members/values';

/** The rating filter: every profile, only unrated ones, or one rating value. */
export const profileRatingFilters = ['all', 'unrated', ...profileRatings] as const;
export type ProfileRatingFilter = (typeof profileRatingFilters)[number];

/** 100 cards a page, with a size changer. */
export const PROFILES_PAGE_SIZE = 100;
export const PROFILES_PAGE_SIZES = [20, 50, 100, 200] as const;
/** Admin comments on a card are cut at 130 characters. */
export const ADMIN_COMMENTS_CUT = 130;

export const ratingLabels: Record<ProfileRating, string> = {
  face: 'Face',
  obscure: 'Obscure',
  distorted: 'Distorted',
  rotate: 'Rotate',
  'no-face': 'No face',
  many: 'Many',
  gender: 'Gender',
  celeb: 'Celeb',
  age: 'Age',
  faith: 'Faith',
  vulgar: 'Vulgar',
  advert: 'Advert',
  'mis-match': 'Mis-match',
};

export const userStatusLabels: Record<UserStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  limited: 'Limited',
  reverify_1: 'Reverify 1',
  reverify_2: 'Reverify 2',
  blocked: 'Blocked',
  old_approved: 'Old approved',
  onHold: 'On hold',
};

export const profilesListTexts = {
  title: 'Profiles',
  rated: 'Rated',
  empty: 'No data available',
  clearFilters: 'Clear filters',
  clearRating: 'Clear rating',
  searchPlaceholder: 'Search',
  allRatings: 'All',
  unrated: 'Unrated',
  ratingFilter: 'Rating',
  genderFilter: 'Gender',
  statusFilter: 'Status',
  age: 'Age',
  wantsToMeet: 'Wants to meet',
  orientation: 'Orientation',
  adminComments: 'Admin comments',
  noPhoto: 'No photo',
} as const;

export const profileRatingMessages = {
  saved: 'Rating saved',
  cleared: 'Rating cleared',
  notFound: 'Member not found',
  pendingDeletion: 'This member is pending deletion: their profile can no longer be rated.',
  badRating: `rating takes one of ${profileRatings.join(', ')}, or null to clear it`,
} as const;
