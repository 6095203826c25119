import { METRICS_MAX_DAYS, type FilterRules } from '../../components/analytics';
import { COHORT_DEFAULT_DAYS } from '@orrery/contract';

/** spec/3 section 5: the metrics and device charts take a custom range of at most 10 days. */
export const metricsRules: FilterRules = { maxDays: METRICS_MAX_DAYS, ranges: ['custom', 'week', 'month'] };

/** The cohort table: days only, the last 10 by default (spec/3 section 9). */
export const cohortRules: FilterRules = { maxDays: COHORT_DEFAULT_DAYS, ranges: ['custom'] };
