import { FEATURE_VISIT_RANGE_DAYS } from '@orrery/contract';
import { defaultRules, type FilterRules } from '../../components/analytics/filterRules';

/** Charts by year only (gender by month, deleted accounts by month). */
export const yearRules: FilterRules = { ...defaultRules, ranges: ['month'] };
/** Custom days (30 at most), weeks of a month, months of a year. */
export const rangeRules: FilterRules = defaultRules;
/** The visit charts: a year by month, or 30 days from a chosen start (the end is start plus 29 days). */
export const visitRules: FilterRules = { maxDays: 30, fixedDays: 30, ranges: ['custom', 'year'] };
/** The analytics page's feature visits: 20 days, the end fixed at start plus 19 days. */
export const featureVisitRules: FilterRules = {
  maxDays: FEATURE_VISIT_RANGE_DAYS,
  fixedDays: FEATURE_VISIT_RANGE_DAYS,
  ranges: ['custom'],
};
