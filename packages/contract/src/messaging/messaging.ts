import { Type, type Static } from 'typebox';
import { Nullable } from '../common';
import { ScheduleFields, ScheduleOfSend } from './schedule';
import {
  EMAIL_BODY_MAX,
  NOTIFICATION_DESCRIPTION_MAX,
  USER_IDS_MAX,
  emailMessages as em,
  pushMessages as pm,
} from './texts';

const Flag = Type.Optional(Type.Boolean());
const Names = Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 500 }));
/** null first: with type coercion on, null would otherwise be read as the number 0. */
const Age = Type.Optional(Type.Union([Type.Null(), Type.Number()]));
/** Members' ids as pasted (uuids, either case): the server checks that each is a member's and skips repeats. */
const UserIds = Type.Optional(
  Type.Array(Type.String({ format: 'uuid', errorMessage: pm.userIdsInvalid }), {
    maxItems: USER_IDS_MAX,
    errorMessage: pm.userIdsInvalid,
  }),
);

/** The audience of a push: groups, targeting and pasted ids. */
export const PushAudience = Type.Object({
  allUser: Flag,
  activeUser: Flag,
  dormantUser: Flag,
  inCompleteUser: Flag,
  cities: Names,
  states: Names,
  countries: Names,
  fromAgeValue: Age,
  toAgeValue: Age,
  gender: Type.Optional(Type.Array(Type.Union([Type.Literal('m'), Type.Literal('f')]), { maxItems: 2 })),
  language: Type.Optional(
    Nullable(Type.Union([Type.Literal('en'), Type.Literal('pt_br'), Type.Literal('')])),
  ),
  userIds: UserIds,
  /** Read only by the count: the key whose members' push preference must be on. */
  notificationKey: Type.Optional(Type.String({ maxLength: 100 })),
});
export type PushAudience = Static<typeof PushAudience>;

/** `POST user/send-notification`: the audience and the texts; checked in a fixed order (`pushProblem`). */
export const SendNotificationBody = Type.Object({
  ...PushAudience.properties,
  notificationTitle: Type.Optional(Type.String({ maxLength: 2000, errorMessage: pm.headingTooLong })),
  notificationBody: Type.Optional(Type.String({ maxLength: 2000, errorMessage: pm.textTooLong })),
  notificationDescription: Type.Optional(
    Nullable(Type.String({ maxLength: NOTIFICATION_DESCRIPTION_MAX, errorMessage: pm.descriptionTooLong })),
  ),
  ...ScheduleFields,
});
export type SendNotificationBody = Static<typeof SendNotificationBody>;

/**
 * Where a message stands: waiting for its time, stored and queued, being fanned out, sent to the time zones
 * whose hour has come and waiting for the next, finished (or failed as a whole), cancelled before it ran.
 */
export const SendStatus = Type.Union([
  Type.Literal('scheduled'),
  Type.Literal('queued'),
  Type.Literal('sending'),
  Type.Literal('waiting'),
  Type.Literal('done'),
  Type.Literal('failed'),
  Type.Literal('cancelled'),
]);
export type SendStatus = Static<typeof SendStatus>;

export const SendAnswer = Type.Object({
  valid: Type.Literal(true),
  message: Type.String(),
  data: Type.Object({ _id: Type.String(), totalUserCount: Type.Integer(), status: SendStatus }),
});
export type SendAnswer = Static<typeof SendAnswer>;

/**
 * How many members the audience holds now, and how many of them a push sent now would leave out: those
 * the frequency cap holds back (already at the cap in the last 24 hours) and those without a usable push
 * token (a member may be both; each figure counts them).
 */
export const AudienceCountAnswer = Type.Object({
  valid: Type.Literal(true),
  count: Type.Integer(),
  heldBackByCap: Type.Integer(),
  withoutPushToken: Type.Integer(),
});
export type AudienceCountAnswer = Static<typeof AudienceCountAnswer>;

export const NotificationKeyAnswer = Type.Object({
  valid: Type.Literal(true),
  key: Type.Array(Type.Object({ key: Type.String(), title: Type.String() })),
});
export type NotificationKeyAnswer = Static<typeof NotificationKeyAnswer>;

const Progress = {
  status: SendStatus,
  totalUserCount: Type.Integer(),
  processedCount: Type.Integer(),
  successfullyReachCount: Type.Integer(),
  failedCount: Type.Integer(),
  /** Recipients that are demo data: their messages were kept in the outbox, whatever provider is set. */
  demoCount: Type.Integer(),
  createdAt: Type.String(),
  finishedAt: Nullable(Type.String()),
  /** manual, or the automatic reminder that sent it. */
  kind: Type.String(),
  ...ScheduleOfSend,
};

/** A notification history record with its progress. */
export const NotificationHistoryItem = Type.Object({
  _id: Type.String(),
  notificationKey: Type.String(),
  notificationTitle: Type.String(),
  notificationBody: Type.String(),
  notificationDescription: Nullable(Type.String()),
  language: Nullable(Type.String()),
  gender: Type.Array(Type.String()),
  fromAgeValue: Nullable(Type.Integer()),
  toAgeValue: Nullable(Type.Integer()),
  allUser: Type.Boolean(),
  activeUser: Type.Boolean(),
  dormantUser: Type.Boolean(),
  inCompleteUser: Type.Boolean(),
  cities: Type.Array(Type.String()),
  states: Type.Array(Type.String()),
  countries: Type.Array(Type.String()),
  userIdCount: Type.Integer(),
  ...Progress,
  /** Recipients the frequency cap held back. */
  cappedCount: Type.Integer(),
});
export type NotificationHistoryItem = Static<typeof NotificationHistoryItem>;

const HistoryPagination = Type.Object({
  total: Type.Integer(),
  currentPage: Type.Integer(),
  totalPages: Type.Integer(),
});

export const NotificationListAnswer = Type.Object({
  valid: Type.Literal(true),
  item: Type.Array(NotificationHistoryItem),
  pagination: HistoryPagination,
});
export type NotificationListAnswer = Static<typeof NotificationListAnswer>;

/** `POST user/locations`: distinct members' cities, states (regions) or countries starting with the text. */
export const LocationSearchBody = Type.Object({
  searchBy: Type.Union([Type.Literal('city'), Type.Literal('region'), Type.Literal('country')], {
    errorMessage: 'searchBy must be city, region or country.',
  }),
  search: Type.String({ maxLength: 100 }),
});
export type LocationSearchBody = Static<typeof LocationSearchBody>;
export const LocationSearchAnswer = Type.Object({
  valid: Type.Literal(true),
  data: Type.Array(Type.String()),
});
export type LocationSearchAnswer = Static<typeof LocationSearchAnswer>;

/** `POST user/send-email`: ids as a list or as pasted text. */
export const SendEmailBody = Type.Object({
  userIds: Type.Optional(
    Type.Union([
      Type.String({ maxLength: 400_000 }),
      Type.Array(Type.String({ maxLength: 100 }), { maxItems: 10_000 }),
    ]),
  ),
  emailSubject: Type.Optional(Type.String({ maxLength: 2000, errorMessage: em.subjectTooLong })),
  emailBody: Type.Optional(Type.String({ maxLength: EMAIL_BODY_MAX, errorMessage: em.bodyTooLong })),
  language: Type.Optional(Type.String({ maxLength: 10, errorMessage: em.language })),
  ...ScheduleFields,
});
export type SendEmailBody = Static<typeof SendEmailBody>;

export const EmailListQuery = Type.Object({ search: Type.Optional(Type.String({ maxLength: 200 })) });
export type EmailListQuery = Static<typeof EmailListQuery>;

/** An e-mail history record with its progress. */
export const EmailHistoryItem = Type.Object({
  _id: Type.String(),
  emailSubject: Type.String(),
  emailBody: Type.String(),
  language: Type.String(),
  ...Progress,
});
export type EmailHistoryItem = Static<typeof EmailHistoryItem>;

export const EmailListAnswer = Type.Object({
  valid: Type.Literal(true),
  item: Type.Array(EmailHistoryItem),
  pagination: HistoryPagination,
});
export type EmailListAnswer = Static<typeof EmailListAnswer>;

/**
 * What happened for one recipient: waiting, claimed by a batch that is sending (back to waiting when that
 * run died), reached, refused, no usable device, held back by the frequency cap (pushes only), or not sent
 * because the send was cancelled before the member's hour came.
 * `interrupted`: claimed by a run that stopped, as earlier versions recorded it (counted failed, never sent
 * again); no longer written.
 */
export const RecipientStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('sending'),
  Type.Literal('sent'),
  Type.Literal('failed'),
  Type.Literal('no_device'),
  Type.Literal('capped'),
  Type.Literal('cancelled'),
  Type.Literal('interrupted'),
]);
export type RecipientStatus = Static<typeof RecipientStatus>;

/** A recipient (_id, identifier) and what happened to their copy. */
export const RecipientItem = Type.Object({
  _id: Type.String(),
  identifier: Type.String(),
  status: RecipientStatus,
  error: Nullable(Type.String()),
  modifiedAt: Type.String(),
});
export type RecipientItem = Static<typeof RecipientItem>;

export const RecipientListAnswer = Type.Object({
  valid: Type.Literal(true),
  item: Type.Array(RecipientItem),
  pagination: HistoryPagination,
});
export type RecipientListAnswer = Static<typeof RecipientListAnswer>;

/** One reminder setting as stored (app_settings key → value). */
export const ReminderSettingItem = Type.Object({
  key: Type.String({ maxLength: 100 }),
  /**
   * One schema with three types rather than a union: the validator's coercion would read the number 1
   * as true (boolean first) or true as 1 (number first). The server checks the value per key.
   */
  value: Type.Unsafe<boolean | number | string>({
    type: ['boolean', 'number', 'string'],
    maxLength: 100,
    errorMessage: 'value must be true, false, a number or a text of at most 100 characters',
  }),
});
export type ReminderSettingItem = Static<typeof ReminderSettingItem>;

export const ReminderSettingsBody = Type.Array(ReminderSettingItem, { minItems: 1, maxItems: 20 });
export type ReminderSettingsBody = Static<typeof ReminderSettingsBody>;

/** `POST user/get-email-settings`: which settings and which language keys to load. */
export const GetEmailSettingsBody = Type.Object({
  setKey: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 20 })),
  langKey: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 20 })),
});
export type GetEmailSettingsBody = Static<typeof GetEmailSettingsBody>;

/** A translatable key with its published text per language (read-only on the settings screens). */
export const LanguageContent = Type.Object({
  key: Type.String(),
  translations: Type.Array(
    Type.Object({ language: Type.String(), languageName: Type.String(), value: Type.String() }),
  ),
});
export type LanguageContent = Static<typeof LanguageContent>;

export const ReminderSettingsAnswer = Type.Object({
  valid: Type.Literal(true),
  settings: Type.Array(ReminderSettingItem),
  languageContent: Type.Array(LanguageContent),
});
export type ReminderSettingsAnswer = Static<typeof ReminderSettingsAnswer>;
