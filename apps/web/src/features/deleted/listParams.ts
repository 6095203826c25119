import {
  deletedSortFields,
  removedSortFields,
  type DeletedListQuery,
  type DeletedSortField,
  type RemovedListQuery,
  type RemovedSortField,
  type SortOrder,
} from '@orrery/contract';
import { dateParam, oneOf, positiveInt, textParam, type RawParams } from '../../lib/useListState';

/** Local-storage key of the deleted accounts screen's state (the spec names none). */
export const DELETED_LIST_STORAGE_KEY = 'deletedListFilter';

export type DeletedTab = '1' | '2';

/** Tab, each tab's page, sort, search and date filters. */
export interface DeletedListParams {
  [key: string]: string | number | undefined;
  tab: DeletedTab;
  pageNo: number;
  page1?: number;
  page2?: number;
  sortBy?: DeletedSortField | RemovedSortField;
  orderBy?: SortOrder;
  search?: string;
  /** The deleted date: both tabs. */
  deletedStartDate?: string;
  deletedEndDate?: string;
  /** Created (tab 1) and removed (tab 2). */
  createdStartDate?: string;
  createdEndDate?: string;
  purgedStartDate?: string;
  purgedEndDate?: string;
}

export const sortFieldsOf = (tab: DeletedTab): readonly string[] =>
  tab === '1' ? deletedSortFields : removedSortFields;

export function parseDeletedListParams(raw: RawParams): DeletedListParams {
  const tab: DeletedTab = raw.tab === '2' ? '2' : '1';
  const sortBy = oneOf(raw.sortBy, sortFieldsOf(tab)) as DeletedListParams['sortBy'];
  return {
    tab,
    pageNo: positiveInt(raw.pageNo, 1),
    page1: raw.page1 ? positiveInt(raw.page1, 1) : undefined,
    page2: raw.page2 ? positiveInt(raw.page2, 1) : undefined,
    sortBy,
    orderBy: sortBy ? (oneOf(raw.orderBy, ['asc', 'desc'] as const) ?? 'desc') : undefined,
    search: textParam(raw.search),
    deletedStartDate: dateParam(raw.deletedStartDate),
    deletedEndDate: dateParam(raw.deletedEndDate),
    createdStartDate: tab === '1' ? dateParam(raw.createdStartDate) : undefined,
    createdEndDate: tab === '1' ? dateParam(raw.createdEndDate) : undefined,
    purgedStartDate: tab === '2' ? dateParam(raw.purgedStartDate) : undefined,
    purgedEndDate: tab === '2' ? dateParam(raw.purgedEndDate) : undefined,
  };
}

/** Switching tab: each tab keeps its page; sorts and the tab's own date filter do not carry over. */
export function switchTab(params: DeletedListParams, tab: DeletedTab): Partial<DeletedListParams> {
  if (tab === params.tab) return {};
  return {
    tab,
    pageNo: (tab === '1' ? params.page1 : params.page2) ?? 1,
    [params.tab === '1' ? 'page1' : 'page2']: params.pageNo > 1 ? params.pageNo : undefined,
    sortBy: undefined,
    orderBy: undefined,
    createdStartDate: undefined,
    createdEndDate: undefined,
    purgedStartDate: undefined,
    purgedEndDate: undefined,
  };
}

/** Pending Deletion: the member-list style call with its defaults accountStatus false, deletedUser true. */
export function toPendingQuery(params: DeletedListParams): DeletedListQuery {
  return {
    pageNo: params.pageNo,
    accountStatus: false,
    deletedUser: true,
    sortBy: oneOf(params.sortBy, deletedSortFields),
    orderBy: params.sortBy ? params.orderBy : undefined,
    search: params.search,
    modifiedStartDate: params.deletedStartDate,
    modifiedEndDate: params.deletedEndDate,
    createdStartDate: params.createdStartDate,
    createdEndDate: params.createdEndDate,
  };
}

export function toRemovedQuery(params: DeletedListParams): RemovedListQuery {
  return {
    pageNo: params.pageNo,
    sortBy: oneOf(params.sortBy, removedSortFields),
    orderBy: params.sortBy ? params.orderBy : undefined,
    search: params.search,
    deletedStartDate: params.deletedStartDate,
    deletedEndDate: params.deletedEndDate,
    purgedStartDate: params.purgedStartDate,
    purgedEndDate: params.purgedEndDate,
  };
}
