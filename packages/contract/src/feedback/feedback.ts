import { Type, type Static } from 'typebox';
import { Nullable, skipLimit } from '../common';
import { feedbackKinds, MODERATION_PAGE_MAX, moderationTexts as t } from './texts';

/** `{skip}/{limit}` of the feedback/ paths (feedback and reports): authoritative over pageNo/pageLimit. */
export const PageParams = Type.Object(skipLimit(MODERATION_PAGE_MAX));
export type PageParams = Static<typeof PageParams>;

/** The old console's paging fields of the feedback/ paths: accepted, the path's skip and limit decide. */
export const moderationPageFields = {
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  pageLimit: Type.Optional(Type.Integer({ minimum: 1, maximum: MODERATION_PAGE_MAX })),
};

/** `GET /api/feedback/list/{skip}/{limit}` (search, type admin, key bug_report). */
export const FeedbackListQuery = Type.Object({
  ...moderationPageFields,
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
