/** Plain values (no schemas) of the analytics screens: the console imports them without TypeBox. */

/** Top-N options, 10 by default. */
export const analyticsTopLimits = [10, 30] as const;
export type AnalyticsTopLimit = (typeof analyticsTopLimits)[number];
export const DEFAULT_TOP_LIMIT = 10;
/** The location pie shows the top 5. */
export const LOCATION_PIE_TOP = 5;
/** Year choices run from 2022 to the current year. */
export const ANALYTICS_FIRST_YEAR = 2022;
/** Custom date range: at most 30 days, 10 on the metrics and device charts. */
export const ANALYTICS_MAX_RANGE_DAYS = 30;
export const METRICS_MAX_RANGE_DAYS = 10;
/** Defaults: last 30 days; the cohort table's last 10 days; the analytics page's feature visits 20 days. */
export const DEFAULT_RANGE_DAYS = 30;
export const COHORT_DEFAULT_DAYS = 10;
export const FEATURE_VISIT_RANGE_DAYS = 20;
/** Drawer and language/device lists: 20 per page. */
export const ANALYTICS_DRAWER_PAGE_SIZE = 20;
/** Reason and feedback texts are cut at 80 characters in the drawer; chart labels at 20 (17 plus …). */
export const REASON_TEXT_CUT = 80;
export const CHART_LABEL_CUT = 20;

/** Gender filter values: all, m, f, u (unknown: no gender recorded). */
export const analyticsGenders = ['all', 'm', 'f', 'u'] as const;
export type AnalyticsGender = (typeof analyticsGenders)[number];
/** Time ranges: custom (days), week (the weeks of a month), month (the months of a year), year (visit charts). */
export const analyticsTimeRanges = ['custom', 'week', 'month', 'year'] as const;
export type AnalyticsTimeRange = (typeof analyticsTimeRanges)[number];
/** Country selector top picks; Unspecified is sent as countryShortName 'unspecified' (members with no country). */
export const UNSPECIFIED_COUNTRY = 'unspecified';
export const countryTopPicks = [
  { label: 'All Countries', countryShortName: null, country: null },
  { label: 'India', countryShortName: 'IN', country: 'India' },
  { label: 'Brazil', countryShortName: 'BR', country: 'Brazil' },
  { label: 'Unspecified', countryShortName: UNSPECIFIED_COUNTRY, country: null },
] as const;
/**
 * The charts' palette: twelve colours told apart with the common colour-vision deficiencies too (Okabe-Ito's and Paul Tol's sets), the brand's dark plum first. A
 * series takes its colour by its key (see the console's seriesColours), never by its place in a chart.
 */
export const analyticsPalette = [
  '#4A1942', // plum (the brand's primary)
  '#E69F00', // orange
  '#33BBEE', // sky blue
  '#009E73', // bluish green
  '#D55E00', // vermilion
  '#0077BB', // blue
  '#CC79A7', // reddish purple
  '#999933', // olive
  '#332288', // indigo
  '#AA4499', // purple
  '#117733', // green
  '#555555', // dark grey
] as const;
export const analyticsBrand = { primary: '#4A1942', background: '#FCE4EC' } as const;

/** The analytics screens' messages; the last block are the server's checks in the same style. */
export const analyticsMessages = {
  locationError: 'Error fetching Members location data',
  genderError: 'Error fetching Gender data',
  noGenderData: 'No male and female count data found',
  noDataForYear: 'No data found for the year',
  deletedError: 'Error fetching Deleted Account data',
  reasonError: 'Error fetching Deleted Account Reason data',
  visitsError: 'Error fetching Visited Counts data',
  timeRangeFailed: 'Failed to change time range',
  clearFailed: 'Failed to clear filters',
  cleared: 'Filters cleared successfully',
  selectYearRange: 'Please select a year range',
  yearNotSelected: 'year value is not selected',
  monthNotSelected: 'month value is not selected',
  selectActivityType: 'Please select at least one Activity Type',
  activityTypeInfo: 'At least one activity type is required: Romeu is selected.',
  chartError: 'Error fetching chart data',
  chartFailed: 'Failed to fetch chart data',
  noData: 'No data available',
  // Server checks: the custom range and its dates.
  selectDates: 'Please select a start date and an end date',
  futureDate: 'Dates in the future cannot be selected',
  endBeforeStart: 'The end date lies before the start date',
  rangeTooLong: (days: number) => `Please select a range of at most ${days} days`,
  yearOutOfRange: (from: number) => `Please select a year from ${from} to this year`,
  selectVisitType: 'Please select at least one visit type',
  unknownType: 'The list type must be language, device, onboardingChartCount or onbordingCompleteCount',
} as const;

/** The answer's names for the actions (user action counts). */
export const userActionFields = {
  mbti_quiz: 'mbti_quiz',
  mbti_know: 'mbti_know',
  user_matched: 'user_matched',
  bio_first_entered_date: 'bioFirstEnteredDate',
  lifestyle_first_entered_date: 'lifestyleStartedDate',
  birthTime_Know: 'birthTimeEnteredDate',
  like: 'like',
  superlike: 'superlike',
  pass: 'pass',
  invites_friends: 'invites_friends',
} as const;
