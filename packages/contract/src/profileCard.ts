import { Type, type Static } from 'typebox';
import { Nullable } from './common';
import { photoStatuses, profileRatings, userStatuses } from './members/values';

/** One photo on a moderation card: the full image, its thumbnail (under 20 KB) and its review status. */
export const CardPhoto = Type.Object({
  _id: Type.String(),
  /** 1 to 6: the order the app shows them in; `p_{position}` in statusUpdates and photoStatuses. */
  position: Type.Integer({ minimum: 1, maximum: 6 }),
  filename: Type.String(),
  thumbnail: Nullable(Type.String()),
  status: Type.Enum(photoStatuses),
});
export type CardPhoto = Static<typeof CardPhoto>;

/**
 * The profile card (photo review): what the Profiles grid (user/profiles-list) and the
 * Profiles V2 list (profiles/profiles-status-list) show of a member. `version` is the member's
 * version, sent back by a review so that a stale view gets 409.
 */
export const ProfileCard = Type.Object({
  _id: Type.String(),
  nickName: Type.String(),
  identifier: Type.String(),
  gender: Nullable(Type.String()),
  dob: Nullable(Type.String()),
  /** Whole years from dob, null without one. */
  age: Nullable(Type.Integer()),
  /** Wants to meet: m, f or b. */
  genders: Nullable(Type.String()),
  /** s Straight, g Gay, b Bi-sexual, o Other. */
  orientation: Nullable(Type.String()),
  modifiedAt: Type.String(),
  createdAt: Type.String(),
  rating: Nullable(Type.Enum(profileRatings)),
  adminComments: Nullable(Type.String()),
  /** profiles[0].text is the member's introduction, profiles[0].mediaItems the photos (at most 6). */
  profiles: Type.Array(
    Type.Object({ type: Type.String(), text: Nullable(Type.String()), mediaItems: Type.Array(CardPhoto) }),
  ),
  isBlocked: Type.Boolean(),
  isOnHold: Type.Boolean(),
  /** p_1 … p_6: the status of the photo at that position (only positions that hold a photo). */
  photoStatuses: Type.Record(Type.String(), Type.Enum(photoStatuses)),
  userStatus: Type.Enum(userStatuses),
  preferences: Type.Array(Type.Object({ key: Type.String(), value: Type.Unknown() })),
  /** The app version the member last used ("1.2.0"), null when unknown. */
  userAppVersion: Nullable(Type.String()),
  /** App version below 1.2.1 (or none): the old-version ribbon shows and OnHold is offered. */
  isOldVersion: Type.Boolean(),
  version: Type.Integer(),
});
export type ProfileCard = Static<typeof ProfileCard>;

/** A name search counts at most this many matches; more are answered as this number, flagged capped. */
export const SEARCH_COUNT_CAP = 10_000;

/**
 * The card-list pagination: total matches, the page shown, the page count. `totalCapped` true: a name
 * search matched more than SEARCH_COUNT_CAP members and `total` is that cap (shown as "10,000+").
 */
export const CardPagination = Type.Object({
  total: Type.Integer({ minimum: 0 }),
  totalCapped: Type.Optional(Type.Boolean()),
  current: Type.Integer({ minimum: 1 }),
  totalPages: Type.Integer({ minimum: 0 }),
  pageLimit: Type.Integer({ minimum: 1 }),
});
export type CardPagination = Static<typeof CardPagination>;
