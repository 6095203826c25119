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
import { dateParam, oneOf, positiveInt, textParam, type RawParams } from '../../lib/useListState';
import { ageToDobRange } from './ageRange';

export const MEMBER_LIST_STORAGE_KEY = storageKeys.userListFilter;
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const MIN_FILTER_AGE = 18;
export const MAX_FILTER_AGE = 100;

export type MemberTab = '1' | '2';

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

/** Keeps the allowed values of a comma list, in the given order; undefined when none is left. */
export function commaParam(value: string | undefined, allowed: readonly string[]): string | undefined {
  const named = new Set((value ?? '').split(','));
  const kept = allowed.filter((v) => named.has(v));
  return kept.length ? kept.join(',') : undefined;
}

function ageParam(value: string | undefined): number | undefined {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= MIN_FILTER_AGE && n <= MAX_FILTER_AGE ? n : undefined;
}

export function parseMemberListParams(raw: RawParams): MemberListParams {
  const sortBy = oneOf(raw.sortBy, memberSortFields);
  const pageSize = Number(raw.pageSize);
  const filters = Object.fromEntries(
    Object.entries(filterValues).map(([key, allowed]) => [key, commaParam(raw[key], allowed)]),
  );
  const dates = Object.fromEntries(
    dateFilters.flatMap((name) => [
      [`${name}StartDate`, dateParam(raw[`${name}StartDate`])],
      [`${name}EndDate`, dateParam(raw[`${name}EndDate`])],
    ]),
  );
  const ageMin = ageParam(raw.ageMin);
  const ageMax = ageParam(raw.ageMax);
  return {
    tab: raw.tab === '2' ? '2' : '1',
    pageNo: positiveInt(raw.pageNo, 1),
    page1: raw.page1 ? positiveInt(raw.page1, 1) : undefined,
    page2: raw.page2 ? positiveInt(raw.page2, 1) : undefined,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    sortBy,
    orderBy: sortBy ? (oneOf(raw.orderBy, ['asc', 'desc'] as const) ?? 'asc') : undefined,
    search: textParam(raw.search),
    searchBy: oneOf(raw.searchBy, memberSearchFields) ?? 'nickName',
    ...filters,
    ...dates,
    ageMin,
    ageMax: ageMin !== undefined && ageMax !== undefined && ageMax < ageMin ? undefined : ageMax,
  };
}

/** Switching tab: the tab left keeps its page, the tab opened gets its own back. */
export function switchTab(params: MemberListParams, tab: MemberTab): Partial<MemberListParams> {
  if (tab === params.tab) return {};
  const next = tab === '1' ? params.page1 : params.page2;
  return {
    tab,
    pageNo: next ?? 1,
    [params.tab === '1' ? 'page1' : 'page2']: params.pageNo > 1 ? params.pageNo : undefined,
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
