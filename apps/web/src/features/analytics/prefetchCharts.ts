import type { QueryClient } from '@tanstack/react-query';
import { screenVisitTypes } from '@orrery/contract';
import { chartQuery } from '../../components/analytics/chartQuery';
import { analyticsFiltersAt } from '../../components/analytics/useAnalyticsFilters';
import { choiceAt, listAt, textAt } from '../../lib/useUrlState';
import {
  deletedUsersCall,
  genderCall,
  locationBy,
  locationCall,
  reasonByDateCall,
  reasonTotalsCall,
  screenVisitsCall,
} from './cardCalls';
import { featureVisitRules, rangeRules, yearRules } from './rules';

/** Where each card of `/analytics` keeps its filters in the address (`loc.country=IN`). */
export const analyticsPrefixes = {
  location: 'loc',
  gender: 'gen',
  deleted: 'del',
  visits: 'visits',
} as const;
/** Where each card of `/delete-account` keeps its filters in the address. */
export const deleteAccountPrefixes = { deleted: 'del', byDate: 'date', byCategory: 'cat' } as const;

type Call = { key: readonly unknown[]; load: (signal: AbortSignal) => Promise<unknown>; missing?: string };

/** Starts `calls` into the cache, those with nothing missing (a card shows what is missing instead). */
const prefetch = (client: QueryClient, calls: Call[]) =>
  Promise.all(
    calls
      .filter((call) => !call.missing)
      .map((call) => client.prefetchQuery(chartQuery(call.key, call.load))),
  );

/**
 * Analytics' chart calls for the filters the address shows, started by the route (`routePrefetch`) while
 * the screen's code still loads: the cards find their data there when they first draw.
 */
export function prefetchAnalytics(client: QueryClient, search: URLSearchParams): Promise<unknown> {
  const { location, gender, deleted, visits } = analyticsPrefixes;
  return prefetch(client, [
    locationCall(
      analyticsFiltersAt(search, location, rangeRules),
      choiceAt(search, `${location}.dataFor`, locationBy, 'country'),
    ),
    genderCall(analyticsFiltersAt(search, gender, yearRules), textAt(search, `${gender}.city`)),
    deletedUsersCall(analyticsFiltersAt(search, deleted, yearRules)),
    screenVisitsCall(
      analyticsFiltersAt(search, visits, featureVisitRules),
      listAt(search, `${visits}.types`, screenVisitTypes, screenVisitTypes),
    ),
  ]);
}

/** Delete Account's chart calls for the filters the address shows, started by the route. */
export function prefetchDeleteAccount(client: QueryClient, search: URLSearchParams): Promise<unknown> {
  const { deleted, byDate, byCategory } = deleteAccountPrefixes;
  return prefetch(client, [
    deletedUsersCall(analyticsFiltersAt(search, deleted, yearRules)),
    reasonByDateCall(analyticsFiltersAt(search, byDate, rangeRules)),
    reasonTotalsCall(analyticsFiltersAt(search, byCategory, rangeRules)),
  ]);
}
