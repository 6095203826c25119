import { Type, type Static } from 'typebox';
import { DateString, PageQuery } from '../common';
import { deletedSortFields, removedSortFields } from './texts';

const day = Type.Optional(DateString);
const Text = Type.Union([Type.String(), Type.Null()]);

/**
 * `GET /api/user/deleted-list/`: the Pending Deletion tab, in the member-list style (defaults
 * accountStatus false and deletedUser true; the list is always the deleted members).
 */
export const DeletedListQuery = Type.Object({
  ...PageQuery,
  sortBy: Type.Optional(
    Type.Enum(deletedSortFields, { errorMessage: `sortBy takes ${deletedSortFields.join(', ')}` }),
  ),
  /** Nickname or e-mail (part of it), or a whole member id. */
  search: Type.Optional(Type.String({ maxLength: 100 })),
  accountStatus: Type.Optional(Type.Literal(false, { errorMessage: 'accountStatus is false on this list' })),
  deletedUser: Type.Optional(Type.Literal(true, { errorMessage: 'deletedUser is true on this list' })),
  /** Deleted date (modifiedAt), whole UTC days. */
  modifiedStartDate: day,
  modifiedEndDate: day,
  createdStartDate: day,
  createdEndDate: day,
});
export type DeletedListQuery = Static<typeof DeletedListQuery>;

/** A deleted user, with the removal date and the days left before it. */
export const DeletedListItem = Type.Object({
  _id: Type.String(),
  id: Type.String(),
  nickName: Type.String(),
  identifier: Type.String(),
  gender: Text,
  place: Text,
  countryCode: Text,
  login: Text,
  createdAt: Type.String(),
  /** The deleted date. */
  modifiedAt: Type.String(),
  reason: Text,
  userSuggestion: Text,
  usersComment: Text,
  deletedFromUser: Type.Boolean(),
  /** When the retention job removes the personal data for good. */
  removalAt: Type.String(),
  daysLeft: Type.Integer(),
});
export type DeletedListItem = Static<typeof DeletedListItem>;

export const DeletedListAnswer = Type.Object({
  items: Type.Array(DeletedListItem),
  pageLimit: Type.Integer(),
  TotalFilteredUser: Type.Integer(),
  pageNo: Type.Integer(),
});
export type DeletedListAnswer = Static<typeof DeletedListAnswer>;

/** `GET /api/user/permanently-deleted-profiles/`: deletion records of accounts removed for good. */
export const RemovedListQuery = Type.Object({
  ...PageQuery,
  sortBy: Type.Optional(
    Type.Enum(removedSortFields, { errorMessage: `sortBy takes ${removedSortFields.join(', ')}` }),
  ),
  /** Part of the reason, the suggestion or the comment. */
  search: Type.Optional(Type.String({ maxLength: 100 })),
  deletedStartDate: day,
  deletedEndDate: day,
  purgedStartDate: day,
  purgedEndDate: day,
});
export type RemovedListQuery = Static<typeof RemovedListQuery>;

/** A deletion record: no personal data is left once the account is removed. */
export const RemovedListItem = Type.Object({
  _id: Type.String(),
  reason: Text,
  userSuggestion: Text,
  usersComment: Text,
  deletedFromUser: Type.Boolean(),
  deletedAt: Type.String(),
  purgedAt: Type.String(),
  countryCode: Text,
  gender: Text,
  daysAsMember: Type.Union([Type.Integer(), Type.Null()]),
});
export type RemovedListItem = Static<typeof RemovedListItem>;

export const RemovedListAnswer = Type.Object({
  items: Type.Array(RemovedListItem),
  pagination: Type.Object({
    pageSize: Type.Integer(),
    total: Type.Integer(),
    currentPage: Type.Integer(),
  }),
});
export type RemovedListAnswer = Static<typeof RemovedListAnswer>;

/** `GET /api/user/get-user-data-delete-time-period/`: the retention period in days. */
export const RetentionAnswer = Type.Object({
  valid: Type.Literal(true),
  timePeriod: Type.Integer({ minimum: 1 }),
});
export type RetentionAnswer = Static<typeof RetentionAnswer>;
