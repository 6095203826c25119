import {
  DEFAULT_PROFILE_STATUS_TAB,
  PROFILE_STATUS_PAGE_SIZE,
  genders,
  profileSearchFields,
  profileStatusTabs,
  storageKeys,
  type Gender,
  type ProfileSearchField,
  type ProfilesStatusListQuery,
} from '@orrery/contract';
import { oneOf, tabParams, textParam, type RawParams } from '../../lib/list/params';

/** Profiles V2 keeps its tab, filters and page in local storage (and the URL). */
export const STATUS_PROFILES_STORAGE_KEY = storageKeys.statusProfiles;

export interface StatusProfilesParams {
  [key: string]: string | number | undefined;
  pageNo: number;
  /** The status tab's id, as text (each tab remembers its page as `page<id>`). */
  tab: string;
  gender?: Gender;
  searchBy: ProfileSearchField;
  search?: string;
}

/** The tabs' ids, the default (Pending) first. */
export const statusTabs = [
  String(DEFAULT_PROFILE_STATUS_TAB),
  ...profileStatusTabs.map((tab) => String(tab.id)).filter((id) => id !== String(DEFAULT_PROFILE_STATUS_TAB)),
];

export function parseStatusProfilesParams(raw: RawParams): StatusProfilesParams {
  return {
    ...tabParams(raw, statusTabs),
    gender: oneOf(raw.gender, genders),
    searchBy: oneOf(raw.searchBy, profileSearchFields) ?? 'name',
    search: textParam(raw.search),
  };
}

export function toStatusListQuery(params: StatusProfilesParams): ProfilesStatusListQuery {
  return {
    pageNo: params.pageNo,
    pageLimit: PROFILE_STATUS_PAGE_SIZE,
    status: Number(params.tab) as ProfilesStatusListQuery['status'],
    ...(params.gender ? { gender: params.gender } : {}),
    searchBy: params.searchBy,
    ...(params.search ? { search: params.search } : {}),
  };
}

/** Whether a filter (not the tab or the page) is set. */
export const filtersActive = (params: StatusProfilesParams) =>
  Boolean(params.gender || params.search || params.searchBy !== 'name');
