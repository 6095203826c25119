import { Type, type Static } from 'typebox';
import { memberSearchFields } from '../members/listFields';
import { accountStatuses, userStatuses } from '../members/values';
import { Nullable, SortOrder } from '../common';
import {
  feedbackKinds,
  MODERATION_PAGE_MAX,
  moderationTexts as t,
  reportedSortFields,
  reportReasons,
} from './texts';

/** `{skip}/{limit}` of the feedback/ paths: authoritative over pageNo/pageLimit. */
const SkipLimit = {
  skip: Type.Integer({ minimum: 0, maximum: 10_000_000, errorMessage: t.skipPage }),
  limit: Type.Integer({ minimum: 1, maximum: MODERATION_PAGE_MAX, errorMessage: t.limitPage }),
};
export const PageParams = Type.Object(SkipLimit);
export type PageParams = Static<typeof PageParams>;

const MemberId = Type.String({ format: 'uuid', errorMessage: t.idMalformed });
export const ReportersParams = Type.Object({ id: MemberId, ...SkipLimit });
export type ReportersParams = Static<typeof ReportersParams>;

/** The old console's paging fields: accepted, the path's skip and limit decide. */
const pageFields = {
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  pageLimit: Type.Optional(Type.Integer({ minimum: 1, maximum: MODERATION_PAGE_MAX })),
};

/** `GET /api/feedback/report/{skip}/{limit}`. */
export const ReportedListQuery = Type.Object({
  ...pageFields,
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

/** `GET /api/feedback/list/{skip}/{limit}` (search, type admin, key bug_report). */
export const FeedbackListQuery = Type.Object({
  ...pageFields,
  /** Part of the nickname, e-mail, subject or text. */
  search: Type.Optional(Type.String({ maxLength: 100 })),
  type: Type.Optional(Type.Literal('admin', { errorMessage: t.typeAdmin })),
  key: Type.Optional(Type.Enum(feedbackKinds, { errorMessage: `key takes ${feedbackKinds.join(', ')}` })),
});
export type FeedbackListQuery = Static<typeof FeedbackListQuery>;

export const FeedbackAttachmentItem = Type.Object({
  filename: Type.String(),
  url: Type.String(),
  thumbUrl: Nullable(Type.String()),
  mime: Type.String(),
  size: Type.Integer(),
});
export type FeedbackAttachmentItem = Static<typeof FeedbackAttachmentItem>;

/** A feedback message: reason is the subject. */
export const FeedbackItem = Type.Object({
  _id: Type.String(),
  memberId: Nullable(Type.String()),
  nickName: Nullable(Type.String()),
  email: Type.String(),
  reason: Type.String(),
  kind: Type.Enum(feedbackKinds),
  text: Type.String(),
  attachments: Type.Array(FeedbackAttachmentItem),
  appVersion: Nullable(Type.String()),
  devicePlatform: Nullable(Type.String()),
  createdAt: Type.String(),
  modifiedAt: Type.String(),
});
export type FeedbackItem = Static<typeof FeedbackItem>;

export const FeedbackListAnswer = Type.Object({
  items: Type.Array(FeedbackItem),
  total: Type.Integer(),
});
export type FeedbackListAnswer = Static<typeof FeedbackListAnswer>;

export const FeedbackIdParams = Type.Object({
  id: Type.String({ format: 'uuid', errorMessage: 'The feedback id must be a whole id.' }),
});
export const FeedbackAnswer = Type.Object({ valid: Type.Literal(true), data: FeedbackItem });
export type FeedbackAnswer = Static<typeof FeedbackAnswer>;
