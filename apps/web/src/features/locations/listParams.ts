import {
  LOCATION_PAGE_SIZE,
  LOCATION_SEARCH_FIELDS,
  LOCATION_SORT_FIELDS,
  LOCATION_UPDATE_FOR,
  type LocationQuery,
  type LocationUpdateFor,
} from '@orrery/contract';
import { oneOf, pathPage, positiveInt, sortParams, textParam, type RawParams } from '../../lib/list/params';

/** Local-storage key of the Location List's state (`<list>Filter` like the other lists). */
export const LOCATION_LIST_STORAGE_KEY = 'locationListFilter';

export type LocationSearchField = (typeof LOCATION_SEARCH_FIELDS)[number];

export interface LocationListParams {
  [key: string]: string | number | undefined;
  pageNo: number;
  searchBy: LocationSearchField;
  search?: string;
  updateFor?: LocationUpdateFor;
  sortBy?: (typeof LOCATION_SORT_FIELDS)[number];
  orderBy?: 'asc' | 'desc';
}

export function parseLocationListParams(raw: RawParams): LocationListParams {
  return {
    pageNo: positiveInt(raw.pageNo, 1),
    searchBy: oneOf(raw.searchBy, LOCATION_SEARCH_FIELDS) ?? 'key',
    search: textParam(raw.search),
    updateFor: oneOf(raw.updateFor, LOCATION_UPDATE_FOR),
    ...sortParams(raw, LOCATION_SORT_FIELDS),
  };
}

/** The call's path paging (skip, limit: 20 a page) and query; an empty search sends no searchBy. */
export function toLocationListQuery(params: LocationListParams) {
  const { pageNo, search, searchBy, updateFor, sortBy, orderBy } = params;
  const query: LocationQuery = { updateFor, sortBy, orderBy, ...(search ? { search, searchBy } : {}) };
  return pathPage(pageNo, LOCATION_PAGE_SIZE, query);
}
