import {
  DEFAULT_PAGE_SIZE,
  memberSearchFields,
  reportedSortFields,
  type MemberSearchField,
  type ReportedListQuery,
  type ReportedSortField,
  type SortOrder,
} from '@orrery/contract';
import {
  oneOf,
  pathPage,
  positiveInt,
  sortParams,
  textParam,
  type PathPage,
  type RawParams,
} from '../../lib/list/params';

/** Local-storage key of the reported list's state (`<list>Filter` like the other lists). */
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
  return {
    pageNo: positiveInt(raw.pageNo, 1),
    ...sortParams(raw, reportedSortFields, 'desc'),
    search: textParam(raw.search),
    searchBy: oneOf(raw.searchBy, memberSearchFields) ?? 'nickName',
  };
}

/** The call's path (skip/limit from the page) and query. */
export function toReportedCall(
  params: ReportedListParams,
  pageSize = DEFAULT_PAGE_SIZE,
): PathPage<ReportedListQuery> {
  return pathPage(params.pageNo, pageSize, {
    pageNo: params.pageNo,
    pageLimit: pageSize,
    sortBy: params.sortBy,
    orderBy: params.sortBy ? params.orderBy : undefined,
    search: params.search,
    searchBy: params.search ? params.searchBy : undefined,
  });
}
