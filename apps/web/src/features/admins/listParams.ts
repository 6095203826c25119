import {
  adminSearchFields,
  adminSortFields,
  adminTypes,
  DEFAULT_PAGE_SIZE,
  storageKeys,
} from '@orrery/contract';
import type { AdminListQuery, AdminSortField, AdminType, SortOrder } from '@orrery/contract';
import { dateRanges, oneOf, positiveInt, sortParams, textParam, type RawParams } from '../../lib/list/params';

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
  return {
    pageNo: positiveInt(raw.pageNo, 1),
    ...sortParams(raw, adminSortFields),
    search: textParam(raw.search),
    searchBy: oneOf(raw.searchBy, adminSearchFields) ?? 'nickName',
    user_type: oneOf(raw.user_type, adminTypes),
    ...dateRanges(raw, ['created', 'login']),
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
