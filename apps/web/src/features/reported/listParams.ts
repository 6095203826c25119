import {
  memberSearchFields,
  reportedSortFields,
  type MemberSearchField,
  type ReportedListQuery,
  type ReportedSortField,
  type SortOrder,
} from '@orrery/contract';
import { oneOf, positiveInt, textParam, type RawParams } from '../../lib/useListState';

/** Local-storage key of the reported list's state (the spec names none). */
export const REPORTED_LIST_STORAGE_KEY = 'reportedListFilter';

export interface ReportedListParams {
  [key: string]: string | number | undefined;
  pageNo: number;
  sortBy?: ReportedSortField;
  orderBy?: SortOrder;
  search?: string;
  searchBy: MemberSearchField;
}

export function parseReportedListParams(raw: RawParams): ReportedListParams {
  const sortBy = oneOf(raw.sortBy, reportedSortFields);
  return {
    pageNo: positiveInt(raw.pageNo, 1),
    sortBy,
    orderBy: sortBy ? (oneOf(raw.orderBy, ['asc', 'desc'] as const) ?? 'desc') : undefined,
    search: textParam(raw.search),
    searchBy: oneOf(raw.searchBy, memberSearchFields) ?? 'nickName',
  };
}

/** The call's path (skip/limit from the page, spec/1 section 7) and query. */
export function toReportedCall(
  params: ReportedListParams,
  pageSize: number,
): { skip: number; limit: number; query: ReportedListQuery } {
  return {
    skip: (params.pageNo - 1) * pageSize,
    limit: pageSize,
    query: {
      pageNo: params.pageNo,
      pageLimit: pageSize,
      sortBy: params.sortBy,
      orderBy: params.sortBy ? params.orderBy : undefined,
      search: params.search,
      searchBy: params.search ? params.searchBy : undefined,
    },
  };
}
