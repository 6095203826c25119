import type { QueryClient } from '@tanstack/react-query';
import { screenVisitTypes, userActionTypes, type ScreenVisitType } from '@orrery/contract';
import { prefetchChartCalls } from '../../components/analytics/chartQuery';
import type { FilterRules } from '../../components/analytics/filterRules';
import { analyticsFiltersAt } from '../../components/analytics/useAnalyticsFilters';
import { choiceAt, listAt, textAt } from '../../lib/useUrlState';
import {
  DEFAULT_ACTIONS,
  ROMEU,
  deletedUsersCall,
  genderCall,
  locationBy,
  locationCall,
  reasonByDateCall,
  reasonTotalsCall,
  screenVisitsCall,
  userActionsCall,
} from './cardCalls';
import { featureVisitRules, rangeRules, visitRules, yearRules } from './rules';

/** Where each card of a screen keeps its filters in the address (`loc.country=IN`). */
export const analyticsPrefixes = {
  location: 'loc',
  gender: 'gen',
  deleted: 'del',
  visits: 'visits',
} as const;
export const demographicPrefixes = { location: 'loc', gender: 'gen' } as const;
export const deleteAccountPrefixes = { deleted: 'del', byDate: 'date', byCategory: 'cat' } as const;
export const screenVisitsPrefixes = { visits: 'visits' } as const;
export const userActionsPrefixes = { visits: 'activity', actions: 'actions' } as const;

/** Each card's call for the filters an address's query (`search`) holds under its prefix. */
const at = {
  location: (search: URLSearchParams, prefix: string) =>
    locationCall(
      analyticsFiltersAt(search, prefix, rangeRules),
      choiceAt(search, `${prefix}.dataFor`, locationBy, 'country'),
    ),
  gender: (search: URLSearchParams, prefix: string) =>
    genderCall(analyticsFiltersAt(search, prefix, yearRules), textAt(search, `${prefix}.city`)),
  deleted: (search: URLSearchParams, prefix: string) =>
    deletedUsersCall(analyticsFiltersAt(search, prefix, yearRules)),
  visits: (search: URLSearchParams, prefix: string, rules: FilterRules, shown: readonly ScreenVisitType[]) =>
    screenVisitsCall(
      analyticsFiltersAt(search, prefix, rules),
      listAt(search, `${prefix}.types`, screenVisitTypes, shown),
    ),
  reasonByDate: (search: URLSearchParams, prefix: string) =>
    reasonByDateCall(analyticsFiltersAt(search, prefix, rangeRules)),
  reasonTotals: (search: URLSearchParams, prefix: string) =>
    reasonTotalsCall(analyticsFiltersAt(search, prefix, rangeRules)),
  userActions: (search: URLSearchParams, prefix: string) =>
    userActionsCall(
      analyticsFiltersAt(search, prefix, visitRules),
      listAt(search, `${prefix}.actions`, userActionTypes, DEFAULT_ACTIONS),
    ),
};

/**
 * The analytics screens' chart calls for the filters the address shows, started by the route
 * (`routePrefetch`) while the screen's code still loads: the cards find their data there when they first
 * draw.
 */
export function prefetchAnalytics(client: QueryClient, search: URLSearchParams): Promise<unknown> {
  const { location, gender, deleted, visits } = analyticsPrefixes;
  return prefetchChartCalls(client, [
    at.location(search, location),
    at.gender(search, gender),
    at.deleted(search, deleted),
    at.visits(search, visits, featureVisitRules, screenVisitTypes),
  ]);
}

export function prefetchDemographic(client: QueryClient, search: URLSearchParams): Promise<unknown> {
  const { location, gender } = demographicPrefixes;
  return prefetchChartCalls(client, [at.location(search, location), at.gender(search, gender)]);
}

export function prefetchDeleteAccount(client: QueryClient, search: URLSearchParams): Promise<unknown> {
  const { deleted, byDate, byCategory } = deleteAccountPrefixes;
  return prefetchChartCalls(client, [
    at.deleted(search, deleted),
    at.reasonByDate(search, byDate),
    at.reasonTotals(search, byCategory),
  ]);
}

export function prefetchScreenVisits(client: QueryClient, search: URLSearchParams): Promise<unknown> {
  return prefetchChartCalls(client, [
    at.visits(search, screenVisitsPrefixes.visits, visitRules, screenVisitTypes),
  ]);
}

export function prefetchUserActions(client: QueryClient, search: URLSearchParams): Promise<unknown> {
  const { visits, actions } = userActionsPrefixes;
  return prefetchChartCalls(client, [
    at.visits(search, visits, visitRules, ROMEU),
    at.userActions(search, actions),
  ]);
}
