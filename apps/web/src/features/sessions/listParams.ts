import { DEFAULT_PAGE_SIZE, sessionSortFields, storageKeys } from '@orrery/contract';
import type { SessionListQuery, SortOrder } from '@orrery/contract';
import { dateParam, oneOf, positiveInt, type RawParams } from '../../lib/useListState';

export type SessionSortField = (typeof sessionSortFields)[number];

export interface SessionListParams {
  [key: string]: string | number | undefined;
  pageNo: number;
  sortBy?: SessionSortField;
  orderBy?: SortOrder;
  createdStartDate?: string;
  createdEndDate?: string;
}

/** The spec names no key for this list; it follows the `<list>Filter` pattern of adminListFilter. */
export const SESSION_LIST_STORAGE_KEY = storageKeys.loginSessionFilter;

export function parseSessionListParams(raw: RawParams): SessionListParams {
  const sortBy = oneOf(raw.sortBy, sessionSortFields);
  return {
    pageNo: positiveInt(raw.pageNo, 1),
    sortBy,
    orderBy: sortBy ? (oneOf(raw.orderBy, ['asc', 'desc'] as const) ?? 'asc') : undefined,
    createdStartDate: dateParam(raw.createdStartDate),
    createdEndDate: dateParam(raw.createdEndDate),
  };
}

export function toSessionListQuery(params: SessionListParams): SessionListQuery {
  return { ...params, pageLimit: DEFAULT_PAGE_SIZE };
}
