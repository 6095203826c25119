import {
  PROFILES_PAGE_SIZE,
  PROFILES_PAGE_SIZES,
  genders,
  profileRatingFilters,
  profileSearchFields,
  storageKeys,
  userStatuses,
  type Gender,
  type ProfileRatingFilter,
  type ProfilesListQuery,
  type ProfileSearchField,
  type UserStatus,
} from '@orrery/contract';
import {
  dateParam,
  oneOf,
  pageSizeParam,
  positiveInt,
  textParam,
  type RawParams,
} from '../../lib/list/params';

/** The Profiles filters are restored from local storage key Profiles (and kept in the URL). */
export const PROFILES_STORAGE_KEY = storageKeys.profiles;

export interface ProfilesParams {
  [key: string]: string | number | undefined;
  pageNo: number;
  pageLimit: number;
  rating: ProfileRatingFilter;
  startDate?: string;
  endDate?: string;
  gender?: Gender;
  status?: UserStatus;
  searchBy: ProfileSearchField;
  search?: string;
}

export function parseProfilesParams(raw: RawParams): ProfilesParams {
  return {
    pageNo: positiveInt(raw.pageNo, 1),
    pageLimit: pageSizeParam(raw.pageLimit, PROFILES_PAGE_SIZES, PROFILES_PAGE_SIZE),
    rating: oneOf(raw.rating, profileRatingFilters) ?? 'all',
    startDate: dateParam(raw.startDate),
    endDate: dateParam(raw.endDate),
    gender: oneOf(raw.gender, genders),
    status: oneOf(raw.status, userStatuses),
    searchBy: oneOf(raw.searchBy, profileSearchFields) ?? 'name',
    search: textParam(raw.search),
  };
}

/** The call's body: searchBy only with a search, nothing undefined. */
export function toProfilesQuery(params: ProfilesParams): ProfilesListQuery {
  const { search, searchBy, ...rest } = params;
  const body = { ...rest, search, searchBy: search ? searchBy : undefined };
  return Object.fromEntries(
    Object.entries(body).filter(([, value]) => value !== undefined),
  ) as ProfilesListQuery;
}
