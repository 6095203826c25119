import { DEFAULT_PAGE_SIZE, sessionSortFields, storageKeys } from '@orrery/contract';
import type { SessionListQuery, SortOrder } from '@orrery/contract';
import { dateRanges, positiveInt, sortParams, type RawParams } from '../../lib/list/params';

export type SessionSortField = (typeof sessionSortFields)[number];

export interface SessionListParams {
  [key: string]: string | number | undefined;
  pageNo: number;
  sortBy?: SessionSortField;
  orderBy?: SortOrder;
  createdStartDate?: string;
  createdEndDate?: string;
}

/** Local-storage key of this list's state: the `<list>Filter` pattern of adminListFilter. */
export const SESSION_LIST_STORAGE_KEY = storageKeys.loginSessionFilter;

export function parseSessionListParams(raw: RawParams): SessionListParams {
  return {
    pageNo: positiveInt(raw.pageNo, 1),
    ...sortParams(raw, sessionSortFields),
    ...dateRanges(raw, ['created']),
  };
}

export function toSessionListQuery(params: SessionListParams): SessionListQuery {
  return { ...params, pageLimit: DEFAULT_PAGE_SIZE };
}
