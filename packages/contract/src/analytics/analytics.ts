import { Type, type Static, type TSchema } from 'typebox';
import { DateString } from '../common';
import {
  ANALYTICS_DRAWER_PAGE_SIZE,
  analyticsGenders,
  analyticsMessages,
  analyticsTimeRanges,
} from './values';

/**
 * Analytics calls: their requests and answers. Field names are the API's fixed names
 * (maleAndFemaleMembers, deletedUsers, reasonCount, locationData, totalVisitCount, …); docs/ say what each
 * figure counts.
 * The visit, action and feature lists live in ../app-events/values; departure reasons in ./memberLists.
 */

const Count = Type.Integer({ minimum: 0 });
const Year = Type.Integer({ minimum: 1900, maximum: 2100 });
const Month = Type.String({
  pattern: '^\\d{4}-(0[1-9]|1[0-2])$',
  errorMessage: 'month must be written YYYY-MM',
});
const CountryCode = Type.Union([
  Type.String({
    pattern: '^([A-Za-z]{2}|unspecified)?$',
    errorMessage: 'countryShortName must be a two-letter ISO code',
  }),
  Type.Null(),
]);
const CountryName = Type.Union([Type.String({ maxLength: 100 }), Type.Null()]);
const Gender = Type.Union([Type.Enum(analyticsGenders), Type.Null()]);
const Limit = Type.Union([Type.Literal(10), Type.Literal(30)]);

/** The shared filter bar: country (all when null/empty), gender, and one of the time ranges. */
const filterFields = {
  country: Type.Optional(CountryName),
  countryShortName: Type.Optional(CountryCode),
  gender: Type.Optional(Gender),
  /** custom: fromDate and toDate (UTC days, both included); week: month; month and year: yearRange. */
  forTime: Type.Optional(Type.Enum(analyticsTimeRanges)),
  fromDate: Type.Optional(Type.Union([DateString, Type.Null()])),
  toDate: Type.Optional(Type.Union([DateString, Type.Null()])),
  month: Type.Optional(Type.Union([Month, Type.Null()])),
  yearRange: Type.Optional(Type.Union([Year, Type.Null()])),
};
export const AnalyticsFilter = Type.Object(filterFields, { additionalProperties: false });
export type AnalyticsFilter = Static<typeof AnalyticsFilter>;

/** The metrics and device charts add the Top-N limit. */
export const AnalyticsChartFilter = Type.Object(
  {
    ...filterFields,
    limit: Type.Optional(Limit),
    featureTypes: Type.Optional(Type.Array(Type.String({ maxLength: 40 }), { maxItems: 20 })),
  },
  { additionalProperties: false },
);
export type AnalyticsChartFilter = Static<typeof AnalyticsChartFilter>;

/** A chart row's time bucket: date (custom), week with its first and last day (week), or month YYYY-MM. */
const bucketFields = {
  date: Type.Optional(Type.String()),
  week: Type.Optional(Type.Object({ startDate: Type.String(), endDate: Type.String() })),
  month: Type.Optional(Type.String()),
};
export const AnalyticsBucket = Type.Object(bucketFields);
export type AnalyticsBucket = Static<typeof AnalyticsBucket>;

const answer = <T extends Record<string, TSchema>>(fields: T) =>
  Type.Object({ valid: Type.Literal(true), ...fields });
const rows = <T extends Record<string, TSchema>>(fields: T) =>
  Type.Array(Type.Object({ ...bucketFields, ...fields }));

// --- Location -------------------------------------------------------------------------------------------
/** `POST /api/analytics/location`: members by country or city (for a city, within country/countryShortName). */
export const LocationRequest = Type.Object(
  {
    dataFor: Type.Enum(['country', 'city']),
    limit: Type.Optional(Limit),
    country: Type.Optional(CountryName),
    countryShortName: Type.Optional(CountryCode),
    gender: Type.Optional(Gender),
    /** City search: searchBy 'city' and the typed text answer `data`, the matching city names. */
    searchBy: Type.Optional(Type.Literal('city')),
    search: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type LocationRequest = Static<typeof LocationRequest>;
export const LocationRow = Type.Object({
  country: Type.Optional(Type.String()),
  countryShortName: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  city: Type.Optional(Type.String()),
  count: Count,
});
export type LocationRow = Static<typeof LocationRow>;
export const LocationAnswer = answer({
  locationData: Type.Array(LocationRow),
  data: Type.Optional(Type.Array(Type.String())),
});
export type LocationAnswer = Static<typeof LocationAnswer>;

// --- Gender ---------------------------------------------------------------------------------------------
/** `POST /api/analytics/gender` (sign-ups by month of a year) and `POST /api/user/analytics/gender` (members by month). */
export const GenderRequest = Type.Object(
  {
    year: Year,
    country: Type.Optional(CountryName),
    countryShortName: Type.Optional(CountryCode),
    city: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type GenderRequest = Static<typeof GenderRequest>;
export const GenderMonth = Type.Object({ _id: Type.String(), maleCount: Count, femaleCount: Count });
export type GenderMonth = Static<typeof GenderMonth>;
export const GenderAnswer = answer({
  maleAndFemaleMembers: Type.Array(GenderMonth),
  totalMaleAndFemale: Type.Object({ totalMaleCount: Count, totalFemaleCount: Count }),
  /** 'No data found for the year' when the year holds no member. */
  message: Type.Optional(Type.String()),
});
export type GenderAnswer = Static<typeof GenderAnswer>;

// --- Deleted accounts and reasons --------------------------------------------------------------------------
/** `POST /api/analytics/deletedusers`: accounts deleted by month of a year. */
export const DeletedUsersRequest = Type.Object(
  {
    year: Year,
    country: Type.Optional(CountryName),
    countryShortName: Type.Optional(CountryCode),
    gender: Type.Optional(Gender),
  },
  { additionalProperties: false },
);
export type DeletedUsersRequest = Static<typeof DeletedUsersRequest>;
export const DeletedUsersMonth = Type.Object({
  month: Type.String(),
  maleCount: Count,
  femaleCount: Count,
  unknownCount: Count,
  total: Count,
});
export type DeletedUsersMonth = Static<typeof DeletedUsersMonth>;
export const DeletedUsersAnswer = answer({ deletedUsers: Type.Array(DeletedUsersMonth), totalUsers: Count });
export type DeletedUsersAnswer = Static<typeof DeletedUsersAnswer>;

/** `POST /api/analytics/total-reason-count` (by category) and `reason-count` (by date, week or month). */
export const ReasonCountRequest = AnalyticsFilter;
export type ReasonCountRequest = AnalyticsFilter;
export const ReasonCountRow = Type.Object({ ...bucketFields, reason: Type.String(), count: Count });
export type ReasonCountRow = Static<typeof ReasonCountRow>;
export const ReasonCountAnswer = answer({ reasonCount: Type.Array(ReasonCountRow) });
export type ReasonCountAnswer = Static<typeof ReasonCountAnswer>;

/** `GET /api/analytics/get-deteled-user-other-reason-data/`: 'Other Reason' texts or 'User Feedbacks'. */
export const OtherReasonQuery = Type.Object(
  {
    ...filterFields,
    forTime: Type.Optional(Type.Enum(analyticsTimeRanges)),
    yearRange: Type.Optional(Year),
    pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
    pageLimit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: ANALYTICS_DRAWER_PAGE_SIZE })),
    /** true: the deletions with reason 'other' and their text; false: the deletions that left a suggestion. */
    otherReasonDrawer: Type.Optional(Type.Boolean({ default: true })),
  },
  { additionalProperties: false },
);
export type OtherReasonQuery = Static<typeof OtherReasonQuery>;
export const AnalyticsPagination = Type.Object({
  totalCount: Count,
  pageNo: Type.Integer(),
  totalPages: Count,
});
export type AnalyticsPagination = Static<typeof AnalyticsPagination>;
export const DeletionText = Type.Object({
  /** The deleted member's id. */
  user: Type.String(),
  /** The member's nickname; null once the account is purged (the member row is gone). */
  nickName: Type.Union([Type.String(), Type.Null()]),
  usersComment: Type.Union([Type.String(), Type.Null()]),
  userSuggestion: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});
export type DeletionText = Static<typeof DeletionText>;
export const OtherReasonAnswer = answer({ data: Type.Array(DeletionText), pagination: AnalyticsPagination });
export type OtherReasonAnswer = Static<typeof OtherReasonAnswer>;

// --- Screen visits and user actions -------------------------------------------------------------------------
/** `POST /api/analytics/screen-visits`: forTime 'year' (yearRange, by month) or 'custom' (fromDate…toDate, by day). */
export const ScreenVisitsRequest = Type.Object(
  {
    ...filterFields,
    visitTypes: Type.Optional(Type.Array(Type.String({ maxLength: 40 }), { maxItems: 10 })),
    visitType: Type.Optional(Type.Array(Type.String({ maxLength: 40 }), { maxItems: 10 })),
  },
  { additionalProperties: false },
);
export type ScreenVisitsRequest = Static<typeof ScreenVisitsRequest>;
/** One row per day or month: its bucket plus a count per visit type asked for. */
export const VisitRow = Type.Object({ ...bucketFields }, { additionalProperties: Count });
export type VisitRow = AnalyticsBucket &
  Record<string, number | string | { startDate: string; endDate: string } | undefined>;
export const ScreenVisitsAnswer = answer({
  data: Type.Array(VisitRow),
  /** Per visit type, the total over the range (the distribution pie). */
  totalVisitCount: Type.Record(Type.String(), Count),
});
export type ScreenVisitsAnswer = { valid: true; data: VisitRow[]; totalVisitCount: Record<string, number> };

/** `POST /api/analytics/user-actions`: action counts by day or month. */
export const UserActionsRequest = Type.Object(
  {
    ...filterFields,
    actionType: Type.Optional(
      Type.Union([
        Type.String({ maxLength: 40 }),
        Type.Array(Type.String({ maxLength: 40 }), { maxItems: 12 }),
      ]),
    ),
  },
  { additionalProperties: false },
);
export type UserActionsRequest = Static<typeof UserActionsRequest>;
export const UserActionRow = Type.Object({
  ...bucketFields,
  mbti_know: Count,
  mbti_quiz: Count,
  like: Count,
  superlike: Count,
  pass: Count,
  user_matched: Count,
  invites_friends: Count,
  birthTimeEnteredDate: Count,
  lifestyleStartedDate: Count,
  bioFirstEnteredDate: Count,
});
export type UserActionRow = Static<typeof UserActionRow>;
export const UserActionsAnswer = answer({ data: Type.Array(UserActionRow) });
export type UserActionsAnswer = Static<typeof UserActionsAnswer>;

// --- PMF metrics ------------------------------------------------------------------------------------------
/** `activity-count`: active members per bucket (DAU for days, WAU for weeks, MAU for months). */
export const ActivityCountAnswer = answer({ data: rows({ count: Count }) });
export type ActivityCountAnswer = Static<typeof ActivityCountAnswer>;
/** `activity-count-ratio`: DAU/MAU in percent: average daily actives of the bucket over the bucket's MAU. */
export const ActivityRatioAnswer = answer({
  data: rows({ count: Type.Number(), dau: Type.Number(), mau: Count }),
});
export type ActivityRatioAnswer = Static<typeof ActivityRatioAnswer>;
/** `onbording-complete-count`: sign-ups of the bucket, complete by gender, and incomplete (stacked bar). */
export const OnboardingCountAnswer = answer({
  data: rows({ maleComplete: Count, femaleComplete: Count, incomplete: Count, count: Count }),
});
export type OnboardingCountAnswer = Static<typeof OnboardingCountAnswer>;
/** `onbording-complete-ratio` and `get-user-completion-rate`: complete sign-ups over all sign-ups, percent. */
export const CompletionRatioAnswer = answer({
  data: rows({ totalUsers: Count, complete: Count, incomplete: Count, count: Type.Number() }),
});
export type CompletionRatioAnswer = Static<typeof CompletionRatioAnswer>;
/** `session-counts`: sessions started, and the durations (seconds) of the sessions that ended. */
export const SessionCountsAnswer = answer({
  data: rows({
    count: Count,
    averageDuration: Type.Number(),
    minSessionDuration: Count,
    maxSessionDuration: Count,
  }),
});
export type SessionCountsAnswer = Static<typeof SessionCountsAnswer>;
/** `unique-users-session`: members with at least one session in the bucket. */
export const UniqueSessionsAnswer = answer({ data: rows({ count: Count }) });
export type UniqueSessionsAnswer = Static<typeof UniqueSessionsAnswer>;
/** `retention-rate` (no gender filter): of the members active in the previous bucket, those active again. */
export const RetentionRateAnswer = answer({
  data: rows({
    totalUsers: Count,
    returning: Count,
    maleReturning: Count,
    femaleReturning: Count,
    count: Type.Number(),
  }),
});
export type RetentionRateAnswer = Static<typeof RetentionRateAnswer>;
/** `feature-usage-frequency`: per feature, the percent of the bucket's active members who used it. */
export const FeatureUse = Type.Object({ count: Count, percentage: Type.Number() });
export type FeatureUse = Static<typeof FeatureUse>;
export const FeatureUsageAnswer = answer({
  /** usage: per feature, the members who used it in the bucket and their percent of activeUsers. */
  data: rows({ activeUsers: Count, usage: Type.Record(Type.String(), FeatureUse) }),
  features: Type.Array(Type.String()),
});
export type FeatureUsageAnswer = Static<typeof FeatureUsageAnswer>;

/** `user-cohort-retention`: rows by acquisition (sign-up) day; cell i: members of the cohort active on day i. */
export const CohortCell = Type.Object({ count: Count, percentage: Type.Number() });
export type CohortCell = Static<typeof CohortCell>;
export const CohortRow = Type.Object({
  acquisitionDate: Type.String(),
  totalUsers: Count,
  /** Day 0, Day 1, … after acquisition; null where that day has not come yet. */
  cells: Type.Array(Type.Union([CohortCell, Type.Null()])),
});
export type CohortRow = Static<typeof CohortRow>;
export const CohortAnswer = Type.Object({
  valid: Type.Literal(true),
  success: Type.Literal(true),
  data: Type.Object({ data: Type.Array(CohortRow) }),
});
export type CohortAnswer = Static<typeof CohortAnswer>;

// --- Device and language ---------------------------------------------------------------------------------
/** Distinct active members of the range by their language / app version / device / OS (Top-N by count). */
export const LanguageCountAnswer = answer({
  data: Type.Array(Type.Object({ languageName: Type.String(), count: Count })),
});
export type LanguageCountAnswer = Static<typeof LanguageCountAnswer>;
export const AppVersionCountAnswer = answer({
  data: Type.Array(Type.Object({ appVersion: Type.String(), count: Count })),
});
export type AppVersionCountAnswer = Static<typeof AppVersionCountAnswer>;
export const DeviceCountAnswer = answer({
  data: Type.Array(Type.Object({ deviceName: Type.String(), count: Count })),
});
export type DeviceCountAnswer = Static<typeof DeviceCountAnswer>;
export const OsCountAnswer = answer({
  data: Type.Array(Type.Object({ osName: Type.String(), count: Count })),
});
export type OsCountAnswer = Static<typeof OsCountAnswer>;

/** `GET /api/analytics/get-language-and-device-count/{type}/{page}/{limit}` with the filters as query. */
export const analyticsListKinds = [
  'language',
  'device',
  'onboardingChartCount',
  'onbordingCompleteCount',
] as const;
export type AnalyticsListKind = (typeof analyticsListKinds)[number];
export const AnalyticsListParams = Type.Object({
  type: Type.Enum(analyticsListKinds, { errorMessage: analyticsMessages.unknownType }),
  page: Type.Integer({ minimum: 1, maximum: 100000 }),
  limit: Type.Integer({ minimum: 1, maximum: 100 }),
});
export type AnalyticsListParams = Static<typeof AnalyticsListParams>;
export const AnalyticsListQuery = Type.Object(
  { ...filterFields, search: Type.Optional(Type.String({ maxLength: 100 })) },
  { additionalProperties: false },
);
export type AnalyticsListQuery = Static<typeof AnalyticsListQuery>;
/**
 * language / device: items {name, count}; onboardingChartCount: the incomplete members' drop-off by stage,
 * items {_id (stage), name (its label), count}; onbordingCompleteCount: data, complete sign-ups per day {name (day), count}.
 */
export const AnalyticsListItem = Type.Object({
  _id: Type.Optional(Type.Integer()),
  name: Type.String(),
  count: Count,
});
export type AnalyticsListItem = Static<typeof AnalyticsListItem>;
export const AnalyticsListAnswer = answer({
  items: Type.Optional(Type.Array(AnalyticsListItem)),
  data: Type.Optional(Type.Array(AnalyticsListItem)),
  pagination: AnalyticsPagination,
});
export type AnalyticsListAnswer = Static<typeof AnalyticsListAnswer>;
