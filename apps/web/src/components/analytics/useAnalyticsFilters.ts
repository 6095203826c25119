import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { dateParam, oneOf, type RawParams } from '../../lib/list/params';
import {
  clearedFilters,
  isRangeAllowed,
  switchTimeRange,
  type AnalyticsFilters,
  type FilterRules,
  type GenderFilter,
  type TimeRange,
} from './filterRules';

const FIELDS = ['forTime', 'from', 'to', 'month', 'year', 'country', 'gender', 'limit'] as const;
const COUNTRY = /^([A-Z]{2}|all|unspecified)$/;

/** Reads one chart's filters from raw address values; anything invalid falls back to the default. */
export function parseFilters(raw: RawParams, rules: FilterRules): AnalyticsFilters {
  const base = clearedFilters(rules);
  const forTime = oneOf<TimeRange>(raw.forTime, rules.ranges) ?? base.forTime;
  const from = dateParam(raw.from);
  const to = dateParam(raw.to);
  const range =
    from && to && isRangeAllowed(from, to, rules) ? { from, to } : { from: base.from, to: base.to };
  const year = /^\d{4}$/.test(raw.year ?? '') ? raw.year : base.year;
  const month = /^\d{4}-\d{2}$/.test(raw.month ?? '') ? raw.month : base.month;
  return {
    forTime,
    ...range,
    month,
    year,
    country: COUNTRY.test(raw.country ?? '') ? (raw.country as string) : base.country,
    gender: oneOf<GenderFilter>(raw.gender, ['all', 'm', 'f', 'u']) ?? base.gender,
    limit: raw.limit === '30' ? 30 : 10,
  };
}

/** A filter field's name in the address: under the chart's `prefix` when it has one (`loc.limit`). */
const fieldKey = (prefix: string, field: string) => (prefix ? `${prefix}.${field}` : field);

/** One chart's raw filter values in an address, under its `prefix`. */
function rawFiltersAt(search: URLSearchParams, prefix: string): RawParams {
  const raw: RawParams = {};
  for (const field of FIELDS) {
    const value = search.get(fieldKey(prefix, field));
    if (value !== null) raw[field] = value;
  }
  return raw;
}

/** One chart's filters as an address shows them (what its card will read): for a route's prefetch. */
export const analyticsFiltersAt = (search: URLSearchParams, prefix: string, rules: FilterRules) =>
  parseFilters(rawFiltersAt(search, prefix), rules);

/** What goes into the address: only what differs from the cleared filters. */
export function filtersToRaw(filters: AnalyticsFilters, rules: FilterRules): RawParams {
  const base = clearedFilters(rules);
  const out: RawParams = {};
  for (const key of FIELDS) {
    const value = filters[key];
    if (value === undefined || value === base[key]) continue;
    out[key] = String(value);
  }
  // a range is kept whole, or not at all
  if (out.from || out.to) Object.assign(out, { from: filters.from, to: filters.to });
  return out;
}

export interface AnalyticsFilterState {
  filters: AnalyticsFilters;
  rules: FilterRules;
  update: (patch: Partial<AnalyticsFilters>) => void;
  setTimeRange: (forTime: TimeRange) => void;
  clear: () => void;
}

/**
 * One chart's filters kept in the address under `prefix` (`loc.limit=30`), so a reload or a shared link
 * shows the same chart; a page with several charts gives each its own prefix.
 */
export function useAnalyticsFilters(
  prefix: string,
  rules: FilterRules,
  /** Address keys a change of filters removes (a list's page). */
  resets: readonly string[] = [],
): AnalyticsFilterState {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = rawFiltersAt(searchParams, prefix);
  const rawKey = JSON.stringify(raw);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the raw values are the dependency
  const filters = useMemo(() => parseFilters(raw, rules), [rawKey, rules]);

  const write = (next: AnalyticsFilters) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      for (const field of FIELDS) params.delete(fieldKey(prefix, field));
      for (const reset of resets) params.delete(reset);
      for (const [field, value] of Object.entries(filtersToRaw(next, rules)))
        params.set(fieldKey(prefix, field), value);
      return params;
    });

  return {
    filters,
    rules,
    update: (patch) => write({ ...filters, ...patch }),
    setTimeRange: (forTime) => write(switchTimeRange(filters, forTime)),
    clear: () => write(clearedFilters(rules)),
  };
}
