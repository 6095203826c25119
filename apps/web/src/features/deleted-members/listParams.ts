import {
  deletedSortFields,
  removedSortFields,
  type DeletedListQuery,
  type DeletedSortField,
  type RemovedListQuery,
  type RemovedSortField,
  type SortOrder,
} from '@orrery/contract';
import { dateRanges, oneOf, sortParams, tabParams, textParam, type RawParams } from '../../lib/list/params';

/** Local-storage key of the deleted accounts screen's state (`<list>Filter` like the other lists). */
export const DELETED_LIST_STORAGE_KEY = 'deletedListFilter';

export const deletedTabs = ['1', '2'] as const;
export type DeletedTab = (typeof deletedTabs)[number];

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

/** What a change of tab clears: sorts and the tab's own date filter do not carry over. */
export const deletedTabResets = [
  'sortBy',
  'orderBy',
  'createdStartDate',
  'createdEndDate',
  'purgedStartDate',
  'purgedEndDate',
];

export function parseDeletedListParams(raw: RawParams): DeletedListParams {
  const tabbed = tabParams(raw, deletedTabs);
  // the deleted date belongs to both tabs; created to tab 1 only, removed (purged) to tab 2 only
  const other = tabbed.tab === '1' ? 'purged' : 'created';
  const dates = { ...dateRanges(raw, ['deleted', 'created', 'purged']), ...dateRanges({}, [other]) };
  return {
    ...tabbed,
    ...(sortParams(raw, sortFieldsOf(tabbed.tab), 'desc') as Pick<DeletedListParams, 'sortBy' | 'orderBy'>),
    search: textParam(raw.search),
    ...dates,
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
