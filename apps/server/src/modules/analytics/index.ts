/** Analytics: the roll-ups of the app's events and every dashboard call that reads them. */
export { analyticsRoutes } from './routes';
export {
  PGLITE_ROLLUP_CHUNK,
  rollUpAll,
  rollUpChunk,
  rollupStatus,
  type RollupReport,
  type RollupStep,
} from './rollup';
// the services, for the benchmark (bench/analytics.ts) that times them without HTTP
export {
  activeMembersOn,
  activityCount,
  activityRatio,
  featureUsage,
  retentionRate,
  uniqueUsersSession,
} from './activityCharts';
export { deletedUsers, otherReasonList, reasonCount, totalReasonCount } from './deletionCharts';
export { topMembersBy } from './deviceCharts';
export { screenVisits, sessionCounts, userActions } from './eventCharts';
export { analyticsList } from './lists';
export { cohortRetention, completionRatio, genderByYear, location, onboardingCount } from './memberCharts';
