import {
  accountStatuses,
  birthChartTypes,
  DEFAULT_PAGE_SIZE,
  genders,
  jungianTypes,
  memberSearchFields,
  memberSortFields,
  otpStatuses,
  purposes,
  relationshipStatuses,
  storageKeys,
  zodiacSystems,
  type MemberListFilterKey,
  type MemberListQuery,
  type MemberSearchField,
  type MemberSortField,
  type SortOrder,
} from '@orrery/contract';
import {
  commaParam,
  dateRanges,
  oneOf,
  pageSizeParam,
  sortParams,
  tabParams,
  textParam,
  type RawParams,
} from '../../lib/list/params';
import { ageToDobRange } from './ageRange';

export const MEMBER_LIST_STORAGE_KEY = storageKeys.userListFilter;
export const PAGE_SIZES: readonly number[] = [10, 20, 50, 100];
export const MIN_FILTER_AGE = 18;
export const MAX_FILTER_AGE = 100;

export const memberTabs = ['1', '2'] as const;
export type MemberTab = (typeof memberTabs)[number];

/** The values each multi-choice column filter allows (the server's enumerations). */
export const filterValues: Record<MemberListFilterKey, readonly string[]> = {
  gender: genders,
  otpStatus: otpStatuses,
  accountStatus: accountStatuses.filter((s) => s !== 'blocked'),
  purpose: purposes,
  relationshipStatus: relationshipStatuses,
  birthChartStyle: birthChartTypes,
  sign: zodiacSystems,
  jungianType: jungianTypes,
};

export const dateFilters = ['created', 'login', 'modified', 'active'] as const;
export type DateFilter = (typeof dateFilters)[number];

/** The list's whole state as strings and numbers: tab, each tab's page, size, sort, search and filters. */
export interface MemberListParams {
  [key: string]: string | number | undefined;
  tab: MemberTab;
  /** The shown tab's page; page1 and page2 remember each tab's page when switching. */
  pageNo: number;
  page1?: number;
  page2?: number;
  pageSize: number;
  sortBy?: MemberSortField;
  orderBy?: SortOrder;
  search?: string;
  searchBy: MemberSearchField;
  ageMin?: number;
  ageMax?: number;
}

function ageParam(value: string | undefined): number | undefined {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= MIN_FILTER_AGE && n <= MAX_FILTER_AGE ? n : undefined;
}

export function parseMemberListParams(raw: RawParams): MemberListParams {
  const filters = Object.fromEntries(
    Object.entries(filterValues).map(([key, allowed]) => [key, commaParam(raw[key], allowed)]),
  );
  const ageMin = ageParam(raw.ageMin);
  const ageMax = ageParam(raw.ageMax);
  return {
    ...tabParams(raw, memberTabs),
    pageSize: pageSizeParam(raw.pageSize, PAGE_SIZES, DEFAULT_PAGE_SIZE),
    ...sortParams(raw, memberSortFields),
    search: textParam(raw.search),
    searchBy: oneOf(raw.searchBy, memberSearchFields) ?? 'nickName',
    ...filters,
    ...dateRanges(raw, dateFilters),
    ageMin,
    ageMax: ageMin !== undefined && ageMax !== undefined && ageMax < ageMin ? undefined : ageMax,
  };
}

/** The userList call's query: tab 2 sends type=blocked and isBlocked=true; age becomes a birth-date range. */
export function toMemberListQuery(params: MemberListParams): MemberListQuery {
  const { tab, page1: _p1, page2: _p2, pageSize, ageMin, ageMax, search, searchBy, ...rest } = params;
  return {
    ...rest,
    pageLimit: pageSize,
    search,
    searchBy: search ? searchBy : undefined,
    ...(tab === '2' ? { type: 'blocked', isBlocked: true } : {}),
    ...ageToDobRange(ageMin, ageMax),
  };
}
