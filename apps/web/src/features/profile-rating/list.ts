import { PROFILES_PAGE_SIZES, storageKeys, type ProfileCard } from '@orrery/contract';
import { listCall, type ListDefinition } from '../../lib/list/listDefinition';
import { fetchProfilesPage, profilesKeys, type ProfilesPage } from './api';
import {
  PROFILES_STORAGE_KEY,
  parseProfilesParams,
  toProfilesQuery,
  type ProfilesParams,
} from './listParams';

/** /profile: the card grid, with a page size; walked by the member detail (/profile/{id}). */
export const profilesList: ListDefinition<ProfilesParams, ProfileCard, ProfilesPage> = {
  storageKey: PROFILES_STORAGE_KEY,
  parse: parseProfilesParams,
  call: listCall(toProfilesQuery, profilesKeys.list, fetchProfilesPage),
  pageSize: { field: 'pageLimit', options: PROFILES_PAGE_SIZES },
  walk: { name: 'profiles', idsKey: storageKeys.profileIds },
};
