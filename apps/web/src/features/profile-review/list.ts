import { PROFILE_STATUS_PAGE_SIZE, storageKeys, type ProfileCard } from '@orrery/contract';
import { listCall, type ListDefinition } from '../../lib/list/listDefinition';
import { fetchStatusPage, reviewKeys, type StatusPage } from './api';
import {
  parseStatusProfilesParams,
  STATUS_PROFILES_STORAGE_KEY,
  statusTabs,
  toStatusListQuery,
  type StatusProfilesParams,
} from './listParams';

/** /profile-status: the review queues by status tab, each tab its own page; walked by the review. */
export const statusList: ListDefinition<StatusProfilesParams, ProfileCard, StatusPage> = {
  storageKey: STATUS_PROFILES_STORAGE_KEY,
  parse: parseStatusProfilesParams,
  tabs: statusTabs,
  call: listCall(toStatusListQuery, reviewKeys.list, fetchStatusPage),
  pageSize: PROFILE_STATUS_PAGE_SIZE,
  walk: { name: 'profile-status', idsKey: storageKeys.profileStatusIds },
};
