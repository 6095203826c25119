import { Type, type Static } from 'typebox';
import { userStatuses } from '../members/values';
import { CardPagination, ProfileCard } from '../profileCard';
import { profileSearchFields } from './texts';

const tabIds = [1, 2, 3, 4, 5, 6, 7, 8] as const;

/**
 * `POST /api/profiles/profiles-status-list`: one tab of Profiles V2. `status` is the tab id 1..8
 * (pending, approved, limited, reverify_1, reverify_2, blocked, old_approved, onHold) or the status name.
 */
export const ProfilesStatusListQuery = Type.Object({
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  pageLimit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  gender: Type.Optional(
    Type.Union([Type.Literal('m'), Type.Literal('f'), Type.Literal('')], {
      errorMessage: 'gender takes m or f',
    }),
  ),
  searchBy: Type.Optional(
    Type.Enum(profileSearchFields, { errorMessage: `searchBy takes ${profileSearchFields.join(', ')}` }),
  ),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(
    Type.Union([Type.Enum(tabIds), Type.Enum(userStatuses)], {
      errorMessage: `status takes a tab id 1 to 8 or one of ${userStatuses.join(', ')}`,
    }),
  ),
});
export type ProfilesStatusListQuery = Static<typeof ProfilesStatusListQuery>;

export const ProfilesStatusListAnswer = Type.Object({
  items: Type.Array(ProfileCard),
  /** Whole-queue sizes of the Pending, Reverify_1 and Reverify_2 tabs (not narrowed by search or gender). */
  pendingTotalCount: Type.Integer(),
  reverifyOneTotalCount: Type.Integer(),
  reverifyTwoTotalCount: Type.Integer(),
  pagination: CardPagination,
});
export type ProfilesStatusListAnswer = Static<typeof ProfilesStatusListAnswer>;

export const ProfileReviewAnswer = Type.Object({ valid: Type.Literal(true), data: ProfileCard });
export type ProfileReviewAnswer = Static<typeof ProfileReviewAnswer>;

const decision = Type.Enum(['approved', 'rejected', 'pending'] as const, {
  errorMessage: 'each photo status is approved, rejected or pending',
});

/** `POST /api/profiles/update-status`: the review of one member's photos and profile status. */
export const UpdateStatusBody = Type.Object({
  userId: Type.String({ format: 'uuid', errorMessage: 'userId must be a member id' }),
  isBlock: Type.Boolean({ default: false }),
  isOnHold: Type.Boolean({ default: false }),
  adminComments: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
  /** p_1 … p_6: the decision for the photo at that position. */
  statusUpdates: Type.Record(Type.String({ pattern: '^p_[1-6]$' }), decision, {
    default: {},
    errorMessage: 'statusUpdates takes keys p_1 to p_6, each approved, rejected or pending',
  }),
  /** The member version the moderator saw (ProfileCard.version): a stale view gets 409. */
  version: Type.Integer({
    minimum: 1,
    errorMessage: 'version (the profile version you reviewed) is required',
  }),
});
export type UpdateStatusBody = Static<typeof UpdateStatusBody>;

export const UpdateStatusAnswer = Type.Object({
  success: Type.Boolean(),
  valid: Type.Boolean(),
  message: Type.String(),
  /** The member's resulting card (status, photos, new version). */
  data: Type.Optional(ProfileCard),
});
export type UpdateStatusAnswer = Static<typeof UpdateStatusAnswer>;
