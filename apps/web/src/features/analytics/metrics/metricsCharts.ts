import type {
  ActivityCountAnswer,
  ActivityRatioAnswer,
  CompletionRatioAnswer,
  FeatureUsageAnswer,
  OnboardingCountAnswer,
  RetentionRateAnswer,
  SessionCountsAnswer,
  UniqueSessionsAnswer,
} from '@orrery/contract';
// the chart's own files, not the analytics index: the route's prefetch reads these definitions without
// the chart card, the filter bar and the date picker
import type { ChartCardProps } from '../../../components/analytics/ChartCard';
import { fromRows, type ChartData } from '../../../components/analytics/chartData';
import type { AnalyticsFilters, FilterRules } from '../../../components/analytics/filterRules';
import { seriesKey } from '../../../components/analytics/seriesColours';
import { chartPayload, loadListPage, percent, postChart } from './api';
import { bucketSeries } from './chartSeries';
import { featureLabel } from './featureLabels';
import { metricsRules } from './rules';

/** Which controls of the shared filter bar a chart shows. */
export interface ChartControls {
  country?: boolean;
  gender?: boolean;
  top?: boolean;
  timeRange?: boolean;
}

/** One metrics chart: where its filters live in the address, what it explains, and how it loads. */
export interface MetricsChartDef {
  /** The prefix of its filters in the address (`activity.forTime=week`). */
  id: string;
  title: string;
  explanation: string;
  kind: ChartCardProps['kind'];
  look?: ChartCardProps['look'];
  categoryTitle: string;
  controls: ChartControls;
  /** Its filter rules: the metrics rules (custom range of at most 10 days) unless given. */
  rules?: FilterRules;
  load: (filters: AnalyticsFilters, signal: AbortSignal) => Promise<ChartData>;
}

/** A chart's filter rules: its own, else the metrics rules. */
export const chartRules = (def: MetricsChartDef): FilterRules => def.rules ?? metricsRules;

/** A metrics chart's call for its filters (query key and load): the same for its card and its route's prefetch. */
export const metricsChartCall = (def: MetricsChartDef, filters: AnalyticsFilters) => ({
  key: ['metrics', def.id, filters],
  load: (signal: AbortSignal) => def.load(filters, signal),
});

const activeName: Record<AnalyticsFilters['forTime'], string> = {
  custom: 'DAU',
  week: 'WAU',
  month: 'MAU',
  year: 'MAU',
};
const noTop: ChartControls = { top: false };

/** PMF Metrics: the charts in the order the page shows them (the cohort table aside). */
export const metricsCharts: MetricsChartDef[] = [
  {
    id: 'activity',
    title: 'User Activity (DAU/WAU/MAU)',
    explanation:
      "Distinct members active in each day (DAU), week (WAU) or month (MAU): a member is active in a period when the app reported any event of theirs in it (a session, a screen visit, an action), deleted since or not. Today's DAU is the dashboard's \"Today's Active Members\".",
    kind: 'bar',
    categoryTitle: 'Period',
    controls: noTop,
    load: async (filters, signal) => {
      const { data } = await postChart<ActivityCountAnswer>('activity-count', chartPayload(filters), signal);
      return bucketSeries(data, [{ name: activeName[filters.forTime], value: (r) => r.count }]);
    },
  },
  {
    id: 'ratio',
    title: 'DAU/MAU Ratio',
    explanation:
      "Stickiness in percent: the period's average daily active members divided by the members active in its month (MAU).",
    kind: 'bar',
    look: { unit: '%' },
    categoryTitle: 'Period',
    controls: noTop,
    load: async (filters, signal) => {
      const { data } = await postChart<ActivityRatioAnswer>(
        'activity-count-ratio',
        chartPayload(filters),
        signal,
      );
      return bucketSeries(data, [{ name: 'DAU/MAU (%)', value: (r) => percent(r.count) }]);
    },
  },
  {
    id: 'onboarding',
    title: 'Onboarding User Count',
    explanation:
      'Members who signed up in each period: those who completed onboarding, by gender, stacked on those who have not completed it.',
    kind: 'stacked',
    categoryTitle: 'Period',
    controls: { top: false, gender: false },
    load: async (filters, signal) => {
      const { data } = await postChart<OnboardingCountAnswer>(
        'onbording-complete-count',
        chartPayload(filters),
        signal,
      );
      return bucketSeries(data, [
        { name: 'Male complete', key: seriesKey.gender('m'), value: (r) => r.maleComplete },
        { name: 'Female complete', key: seriesKey.gender('f'), value: (r) => r.femaleComplete },
        { name: 'Incomplete', value: (r) => r.incomplete },
      ]);
    },
  },
  {
    id: 'completion',
    title: 'Onboarding User Complete Ratio',
    explanation:
      'Of the members who signed up in each period, the percentage who completed onboarding (complete sign-ups divided by all sign-ups).',
    kind: 'bar',
    look: { unit: '%' },
    categoryTitle: 'Period',
    controls: noTop,
    load: async (filters, signal) => {
      const { data } = await postChart<CompletionRatioAnswer>(
        'onbording-complete-ratio',
        chartPayload(filters),
        signal,
      );
      return bucketSeries(data, [{ name: 'Complete (%)', value: (r) => percent(r.count) }]);
    },
  },
  {
    id: 'sessions',
    title: 'User Sessions Counts',
    explanation:
      'Sessions started in each period (each session start the app reported counts, so one member can count several times).',
    kind: 'bar',
    categoryTitle: 'Period',
    controls: noTop,
    load: async (filters, signal) => {
      const { data } = await postChart<SessionCountsAnswer>('session-counts', chartPayload(filters), signal);
      return bucketSeries(data, [{ name: 'Sessions', value: (r) => r.count }]);
    },
  },
  {
    id: 'unique',
    title: 'Unique Users Sessions Counts',
    explanation:
      'Distinct members with at least one session in each period: each member counts once per period.',
    kind: 'bar',
    categoryTitle: 'Period',
    controls: noTop,
    load: async (filters, signal) => {
      const { data } = await postChart<UniqueSessionsAnswer>(
        'unique-users-session',
        chartPayload(filters),
        signal,
      );
      return bucketSeries(data, [{ name: 'Unique users', value: (r) => r.count }]);
    },
  },
  {
    id: 'retention',
    title: 'Retention Ratio',
    explanation:
      'Of the members active in the previous period (day, week or month), the percentage active again in this one.',
    kind: 'bar',
    look: { unit: '%' },
    categoryTitle: 'Period',
    controls: { top: false, gender: false },
    load: async (filters, signal) => {
      const { data } = await postChart<RetentionRateAnswer>('retention-rate', chartPayload(filters), signal);
      return bucketSeries(data, [{ name: 'Retention (%)', value: (r) => percent(r.count) }]);
    },
  },
  {
    id: 'features',
    title: 'Feature usage frequency',
    explanation:
      "For each feature, the percentage of the period's active members who used it at least once in that period.",
    kind: 'line',
    look: { unit: '%' },
    categoryTitle: 'Period',
    controls: noTop,
    load: async (filters, signal) => {
      const answer = await postChart<FeatureUsageAnswer>(
        'feature-usage-frequency',
        chartPayload(filters),
        signal,
      );
      return bucketSeries(
        answer.data,
        answer.features.map((feature) => ({
          name: featureLabel(feature),
          key: seriesKey.feature(feature),
          value: (r) => percent(r.usage[feature]?.percentage ?? 0),
        })),
      );
    },
  },
  {
    id: 'dropoff',
    title: 'Incomplete User Drop-off',
    explanation:
      'Members who signed up in the range, are not deleted and have not completed onboarding, by the onboarding stage they reached: where they stopped.',
    kind: 'bar',
    categoryTitle: 'Stage',
    controls: noTop,
    load: async (filters, signal) => {
      const { rows } = await loadListPage('onboardingChartCount', 1, filters, signal, 100);
      return fromRows(
        rows,
        (r) => r.name,
        (r) => r.count,
        'Users',
      );
    },
  },
];
