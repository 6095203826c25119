import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import {
  ActivityCountAnswer,
  ActivityRatioAnswer,
  AnalyticsChartFilter,
  AnalyticsFilter,
  AnalyticsListAnswer,
  AnalyticsListParams,
  AnalyticsListQuery,
  AppVersionCountAnswer,
  CohortAnswer,
  CompletionRatioAnswer,
  DeletedUsersAnswer,
  DeletedUsersRequest,
  DeviceCountAnswer,
  FeatureUsageAnswer,
  GenderAnswer,
  GenderRequest,
  LanguageCountAnswer,
  LocationAnswer,
  LocationRequest,
  OnboardingCountAnswer,
  OsCountAnswer,
  OtherReasonAnswer,
  OtherReasonQuery,
  ReasonCountAnswer,
  RetentionRateAnswer,
  ScreenVisitsAnswer,
  ScreenVisitsRequest,
  SessionCountsAnswer,
  UniqueSessionsAnswer,
  UserActionsAnswer,
  UserActionsRequest,
} from '@orrery/contract';
import type { Db } from '@orrery/db';
import { errorResponses, routeTags } from '../../lib/routeSchemas';
import {
  activityCount,
  activityRatio,
  featureUsage,
  retentionRate,
  uniqueUsersSession,
} from './activityCharts';
import { deletedUsers, otherReasonList, reasonCount, totalReasonCount } from './deletionCharts';
import { topMembersBy } from './deviceCharts';
import { screenVisits, sessionCounts, userActions } from './eventCharts';
import { analyticsList } from './lists';
import { cohortRetention, completionRatio, genderByYear, location, onboardingCount } from './memberCharts';

const errors = errorResponses(400, 401);
const tags = routeTags('analytics');

/** A POST chart call: its body schema, answer schema and the service that answers it. */
type Chart<B> = [
  path: string,
  summary: string,
  body: TSchema,
  answer: TSchema,
  run: (db: Db, body: B) => Promise<unknown>,
];

const charts: Chart<never>[] = [
  [
    '/analytics/location',
    'Members by country, or by city within a country (Top 10 or 30); the city search',
    LocationRequest,
    LocationAnswer,
    location,
  ],
  [
    '/analytics/gender',
    'Sign-ups of a year per month, men and women',
    GenderRequest,
    GenderAnswer,
    (db, b: GenderRequest) => genderByYear(db, b, false),
  ],
  [
    '/user/analytics/gender',
    'Members of today (not deleted) who signed up in a year, per month, men and women',
    GenderRequest,
    GenderAnswer,
    (db, b: GenderRequest) => genderByYear(db, b, true),
  ],
  [
    '/analytics/deletedusers',
    'Accounts deleted per month of a year, by gender',
    DeletedUsersRequest,
    DeletedUsersAnswer,
    deletedUsers,
  ],
  [
    '/analytics/total-reason-count',
    'Deletions of the period per reason',
    AnalyticsFilter,
    ReasonCountAnswer,
    totalReasonCount,
  ],
  [
    '/analytics/reason-count',
    'Deletions per date, week or month and reason',
    AnalyticsFilter,
    ReasonCountAnswer,
    reasonCount,
  ],
  [
    '/analytics/screen-visits',
    'Screen visits per day or month by visit type, and their totals',
    ScreenVisitsRequest,
    ScreenVisitsAnswer,
    screenVisits,
  ],
  [
    '/analytics/user-actions',
    'User actions per day or month',
    UserActionsRequest,
    UserActionsAnswer,
    userActions,
  ],
  [
    '/analytics/activity-count',
    'Active members: DAU (days), WAU (weeks), MAU (months)',
    AnalyticsChartFilter,
    ActivityCountAnswer,
    activityCount,
  ],
  [
    '/analytics/activity-count-ratio',
    'DAU/MAU in percent',
    AnalyticsChartFilter,
    ActivityRatioAnswer,
    activityRatio,
  ],
  [
    '/analytics/onbording-complete-count',
    'Sign-ups per bucket: complete by gender, and incomplete',
    AnalyticsChartFilter,
    OnboardingCountAnswer,
    onboardingCount,
  ],
  [
    '/analytics/onbording-complete-ratio',
    'Complete sign-ups over all sign-ups, in percent',
    AnalyticsChartFilter,
    CompletionRatioAnswer,
    (db, b: AnalyticsChartFilter) => completionRatio(db, b),
  ],
  [
    '/analytics/get-user-completion-rate',
    'Sign-up completion per bucket (range up to 30 days)',
    AnalyticsChartFilter,
    CompletionRatioAnswer,
    (db, b: AnalyticsChartFilter) => completionRatio(db, b, 30),
  ],
  [
    '/analytics/session-counts',
    'Sessions started per bucket and their durations',
    AnalyticsChartFilter,
    SessionCountsAnswer,
    sessionCounts,
  ],
  [
    '/analytics/unique-users-session',
    'Members with at least one session per bucket',
    AnalyticsChartFilter,
    UniqueSessionsAnswer,
    uniqueUsersSession,
  ],
  [
    '/analytics/retention-rate',
    'Members of the bucket before who are active again, in percent',
    AnalyticsChartFilter,
    RetentionRateAnswer,
    retentionRate,
  ],
  [
    '/analytics/feature-usage-frequency',
    'Per feature, the percent of active members who used it',
    AnalyticsChartFilter,
    FeatureUsageAnswer,
    featureUsage,
  ],
  [
    '/analytics/user-cohort-retention',
    'Cohorts by sign-up day and their activity on each following day',
    AnalyticsChartFilter,
    CohortAnswer,
    cohortRetention,
  ],
  [
    '/analytics/get-user-language-count',
    'Active members by language (Top 10 or 30)',
    AnalyticsChartFilter,
    LanguageCountAnswer,
    async (db, b: AnalyticsChartFilter) => ({
      valid: true,
      data: (await topMembersBy(db, 'language', b)).map((r) => ({ languageName: r.name, count: r.count })),
    }),
  ],
  [
    '/analytics/get-user-app-version-count',
    'Active members by app version (Top 10 or 30)',
    AnalyticsChartFilter,
    AppVersionCountAnswer,
    async (db, b: AnalyticsChartFilter) => ({
      valid: true,
      data: (await topMembersBy(db, 'appVersion', b)).map((r) => ({ appVersion: r.name, count: r.count })),
    }),
  ],
  [
    '/analytics/get-user-device-count',
    'Active members by device name (Top 10 or 30)',
    AnalyticsChartFilter,
    DeviceCountAnswer,
    async (db, b: AnalyticsChartFilter) => ({
      valid: true,
      data: (await topMembersBy(db, 'device', b)).map((r) => ({ deviceName: r.name, count: r.count })),
    }),
  ],
  [
    '/analytics/get-user-device-os-count',
    'Active members by device OS',
    AnalyticsChartFilter,
    OsCountAnswer,
    async (db, b: AnalyticsChartFilter) => ({
      valid: true,
      data: (await topMembersBy(db, 'os', { ...b, limit: 30 })).map((r) => ({
        osName: r.name,
        count: r.count,
      })),
    }),
  ],
] as Chart<never>[];

/** The analytics calls: every signed-in admin may read them. */
export async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;

  for (const [path, summary, body, answer, run] of charts) {
    r.post(path, { schema: { tags, summary, body, response: { 200: answer, ...errors } } }, async (request) =>
      run(db, request.body as never),
    );
  }

  r.get(
    '/analytics/get-deteled-user-other-reason-data/',
    {
      schema: {
        tags,
        summary:
          "Deletions with reason 'other' and their text, or (otherReasonDrawer=false) those that left a suggestion",
        querystring: OtherReasonQuery,
        response: { 200: OtherReasonAnswer, ...errors },
      },
    },
    async (request) => otherReasonList(db, request.query),
  );

  r.get(
    '/analytics/get-language-and-device-count/:type/:page/:limit',
    {
      schema: {
        tags,
        summary:
          'The drawers: languages or devices with their member counts, onboarding drop-off by stage, completions per day',
        params: AnalyticsListParams,
        querystring: AnalyticsListQuery,
        response: { 200: AnalyticsListAnswer, ...errors },
      },
    },
    async (request) => analyticsList(db, request.params, request.query),
  );
}
