import {
  DEFAULT_PAGE_SIZE,
  genders,
  incompleteSortFields,
  memberSearchFields,
  otpStatuses,
  storageKeys,
  type IncompleteFilterKey,
  type IncompleteProfileQuery,
  type IncompleteSortField,
  type MemberSearchField,
  type SortOrder,
} from '@orrery/contract';
import {
  commaParam,
  dateRanges,
  oneOf,
  positiveInt,
  sortParams,
  textParam,
  type RawParams,
} from '../../lib/list/params';

/**
 * The list's state lives in the URL and in local storage under incompleteProfileFilter, like every list.
 * The old console stored the filter state on the server with a preliminary call; there is no such call
 * here.
 */
export const INCOMPLETE_STORAGE_KEY = storageKeys.incompleteProfileFilter;

export const filterValues: Record<IncompleteFilterKey, readonly string[]> = {
  gender: genders,
  otpStatus: otpStatuses,
};

export interface IncompleteParams {
  [key: string]: string | number | undefined;
  pageNo: number;
  sortBy?: IncompleteSortField;
  orderBy?: SortOrder;
  search?: string;
  searchBy: MemberSearchField;
  gender?: string;
  otpStatus?: string;
  createdStartDate?: string;
  createdEndDate?: string;
  lastEditedStartDate?: string;
  lastEditedEndDate?: string;
}

export function parseIncompleteParams(raw: RawParams): IncompleteParams {
  return {
    pageNo: positiveInt(raw.pageNo, 1),
    ...sortParams(raw, incompleteSortFields),
    search: textParam(raw.search),
    searchBy: oneOf(raw.searchBy, memberSearchFields) ?? 'nickName',
    gender: commaParam(raw.gender, filterValues.gender),
    otpStatus: commaParam(raw.otpStatus, filterValues.otpStatus),
    ...dateRanges(raw, ['created', 'lastEdited']),
  };
}

/** The call's body: page size 20; searchBy only with a search. */
export function toIncompleteQuery(params: IncompleteParams): IncompleteProfileQuery {
  const { search, searchBy, ...rest } = params;
  const body = { ...rest, pageLimit: DEFAULT_PAGE_SIZE, search, searchBy: search ? searchBy : undefined };
  return Object.fromEntries(
    Object.entries(body).filter(([, value]) => value !== undefined),
  ) as IncompleteProfileQuery;
}
