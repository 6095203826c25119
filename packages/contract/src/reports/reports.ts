import { Type, type Static } from 'typebox';
import { memberSearchFields } from '../members/listFields';
import { accountStatuses, userStatuses } from '../members/values';
import { Nullable, SortOrder } from '../common';
import { moderationPageFields, PageParams } from '../feedback/feedback';
import { moderationTexts as t } from '../feedback/texts';
import { reportedSortFields, reportReasons } from './texts';

const MemberId = Type.String({ format: 'uuid', errorMessage: t.idMalformed });
export const ReportersParams = Type.Object({ id: MemberId, ...PageParams.properties });
export type ReportersParams = Static<typeof ReportersParams>;

/** `GET /api/feedback/report/{skip}/{limit}`. */
export const ReportedListQuery = Type.Object({
  ...moderationPageFields,
  /** Single-field sort of the old console: `-totalReports` or `totalReports`; sortBy/orderBy win. */
  sort: Type.Optional(
    Type.String({ pattern: `^-?(${reportedSortFields.join('|')})$`, errorMessage: t.sortForm }),
  ),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  searchBy: Type.Optional(
    Type.Enum(memberSearchFields, { errorMessage: `searchBy takes ${memberSearchFields.join(', ')}` }),
  ),
  sortBy: Type.Optional(
    Type.Enum(reportedSortFields, { errorMessage: `sortBy takes ${reportedSortFields.join(', ')}` }),
  ),
  orderBy: Type.Optional(SortOrder),
});
export type ReportedListQuery = Static<typeof ReportedListQuery>;

/** The member who made a report; null once the account is deleted (shown as Deleted User). */
export const ReportUser = Nullable(
  Type.Object({ _id: Type.String(), nickName: Type.String(), identifier: Type.String() }),
);

export const Report = Type.Object({
  _id: Type.String(),
  user: ReportUser,
  createdAt: Type.String(),
  reason: Type.Enum(reportReasons),
  text: Type.String(),
});
export type Report = Static<typeof Report>;

/** A reported user; `reports` holds the latest five. */
export const ReportedUser = Type.Object({
  _id: Type.String(),
  nickName: Type.String(),
  identifier: Type.String(),
  lastReportedAt: Nullable(Type.String()),
  totalReports: Type.Integer(),
  totalUniqueReportedBy: Type.Integer(),
  status: Type.Enum(accountStatuses),
  userStatus: Type.Enum(userStatuses),
  userSwipes: Type.Integer(),
  userLikes: Type.Integer(),
  userSuperLikes: Type.Integer(),
  matchesMade: Type.Integer(),
  likeCount: Type.Integer(),
  superLikeCount: Type.Integer(),
  onHold: Type.Boolean(),
  reports: Type.Array(Report),
});
export type ReportedUser = Static<typeof ReportedUser>;

export const ReportedListAnswer = Type.Object({
  items: Type.Array(ReportedUser),
  total: Type.Integer(),
});
export type ReportedListAnswer = Static<typeof ReportedListAnswer>;

/** `GET /api/feedback/reporters-list/{id}/{skip}/{limit}`: the member's reports, newest first. */
export const ReportersAnswer = Type.Object({
  item: Type.Array(Report),
  pagination: Type.Object({ total: Type.Integer(), skip: Type.Integer(), limit: Type.Integer() }),
});
export type ReportersAnswer = Static<typeof ReportersAnswer>;
