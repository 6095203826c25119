import { analyticsMessages, type ScreenVisitType, type UserActionType } from '@orrery/contract';
// the filters' own file, not the analytics index: the routes' prefetch reads this file without the cards
import { filterPayload, missingChoice, type AnalyticsFilters } from '../../components/analytics/filterRules';
import {
  loadDeletedUsers,
  loadGender,
  loadLocation,
  loadReasonByDate,
  loadReasonTotals,
  loadScreenVisits,
  loadUserActions,
} from './api';

/** The visit type the User Actions screen's visit chart shows until others are chosen: Romeu. */
export const ROMEU: ScreenVisitType[] = ['chatbot_visit'];
/** The actions the User Actions chart shows until others are chosen. */
export const DEFAULT_ACTIONS: UserActionType[] = ['like', 'superlike', 'pass', 'user_matched'];

/** Members location by country or by city. */
export const locationBy = ['country', 'city'] as const;
export type LocationBy = (typeof locationBy)[number];

/**
 * Each analytics card's call for its filters (query key and load, and what is `missing` before it can be
 * made): the same for the card and for its route's prefetch (`prefetchCharts.ts`), so the card finds the
 * prefetched answer.
 */
export function locationCall(filters: AnalyticsFilters, dataFor: LocationBy) {
  const { countryShortName, gender } = filterPayload(filters);
  const request = { dataFor, limit: filters.limit, countryShortName, gender };
  return {
    key: ['analytics', 'location', request],
    load: (signal: AbortSignal) => loadLocation(request, signal),
  };
}

export function genderCall(filters: AnalyticsFilters, city: string | undefined) {
  const { countryShortName } = filterPayload(filters);
  const request = { year: Number(filters.year), countryShortName, city: city ?? null };
  return {
    key: ['analytics', 'gender', request],
    load: (signal: AbortSignal) => loadGender(request, signal),
  };
}

export function deletedUsersCall(filters: AnalyticsFilters) {
  const { countryShortName, gender } = filterPayload(filters);
  const request = { year: Number(filters.year), countryShortName, gender };
  return {
    key: ['analytics', 'deletedusers', request],
    load: (signal: AbortSignal) => loadDeletedUsers(request, signal),
  };
}

export function screenVisitsCall(filters: AnalyticsFilters, types: ScreenVisitType[]) {
  const filter = filterPayload(filters);
  return {
    missing: missingChoice(filters) ?? (types.length === 0 ? analyticsMessages.selectVisitType : undefined),
    key: ['analytics', 'screen-visits', filter, types],
    load: (signal: AbortSignal) => loadScreenVisits(filter, types, signal),
  };
}

export function reasonByDateCall(filters: AnalyticsFilters) {
  const filter = filterPayload(filters);
  return {
    missing: missingChoice(filters),
    key: ['analytics', 'reason-count', filter],
    load: (signal: AbortSignal) => loadReasonByDate(filter, signal),
  };
}

export function reasonTotalsCall(filters: AnalyticsFilters) {
  const filter = filterPayload(filters);
  return {
    missing: missingChoice(filters),
    key: ['analytics', 'total-reason-count', filter],
    load: (signal: AbortSignal) => loadReasonTotals(filter, signal),
  };
}

export function userActionsCall(filters: AnalyticsFilters, actions: UserActionType[]) {
  const filter = filterPayload(filters);
  return {
    missing:
      missingChoice(filters) ?? (actions.length === 0 ? analyticsMessages.selectActivityType : undefined),
    key: ['analytics', 'user-actions', filter, actions],
    load: (signal: AbortSignal) => loadUserActions(filter, actions, signal),
  };
}
