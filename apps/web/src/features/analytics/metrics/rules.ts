import { METRICS_MAX_DAYS, type FilterRules } from '../../../components/analytics/filterRules';
import { COHORT_DEFAULT_DAYS } from '@orrery/contract';

/** The metrics and device charts take a custom range of at most 10 days. */
export const metricsRules: FilterRules = { maxDays: METRICS_MAX_DAYS, ranges: ['custom', 'week', 'month'] };

/** The cohort table: days only, the last 10 by default. */
export const cohortRules: FilterRules = { maxDays: COHORT_DEFAULT_DAYS, ranges: ['custom'] };
