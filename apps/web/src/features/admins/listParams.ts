import {
  adminSearchFields,
  adminSortFields,
  adminTypes,
  DEFAULT_PAGE_SIZE,
  storageKeys,
} from '@orrery/contract';
import type { AdminListQuery, AdminSortField, AdminType, SortOrder } from '@orrery/contract';
import { dateParam, oneOf, positiveInt, textParam, type RawParams } from '../../lib/useListState';

export type AdminSearchField = (typeof adminSearchFields)[number];

export interface AdminListParams {
  [key: string]: string | number | undefined;
  pageNo: number;
  sortBy?: AdminSortField;
  orderBy?: SortOrder;
  search?: string;
  searchBy: AdminSearchField;
  user_type?: AdminType;
  createdStartDate?: string;
  createdEndDate?: string;
  loginStartDate?: string;
  loginEndDate?: string;
}

export const ADMIN_LIST_STORAGE_KEY = storageKeys.adminListFilter;

export function parseAdminListParams(raw: RawParams): AdminListParams {
  const sortBy = oneOf(raw.sortBy, adminSortFields);
  return {
    pageNo: positiveInt(raw.pageNo, 1),
    sortBy,
    orderBy: sortBy ? (oneOf(raw.orderBy, ['asc', 'desc'] as const) ?? 'asc') : undefined,
    search: textParam(raw.search),
    searchBy: oneOf(raw.searchBy, adminSearchFields) ?? 'nickName',
    user_type: oneOf(raw.user_type, adminTypes),
    createdStartDate: dateParam(raw.createdStartDate),
    createdEndDate: dateParam(raw.createdEndDate),
    loginStartDate: dateParam(raw.loginStartDate),
    loginEndDate: dateParam(raw.loginEndDate),
  };
}

/** The admin-list call's query: type=admin, a fixed page size of 20, searchBy only with a search. */
export function toAdminListQuery(params: AdminListParams): AdminListQuery {
  return {
    ...params,
    pageLimit: DEFAULT_PAGE_SIZE,
    searchBy: params.search ? params.searchBy : undefined,
    type: 'admin',
  };
}
