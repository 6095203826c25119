export const storageKeys = {
  user: 'user',
  accessToken: 'access_token',
  columns: 'columns',
  ids: 'ids',
  reportedIds: 'reportedIds',
  userListFilter: 'userListFilter',
  profileStatusIds: 'profileStatusIds',
  /** Ids of the Profiles screen's page (spec/2: user/profiles-list), walked by the member detail. */
  profileIds: 'profileIds',
  statusProfiles: 'statusProfiles',
  adminListFilter: 'adminListFilter',
  loginSessionFilter: 'loginSessionFilter',
} as const;

/** The keys Logout clears (spec/1 section 2). */
export const keysClearedOnLogout = [
  storageKeys.user,
  storageKeys.columns,
  storageKeys.ids,
  storageKeys.reportedIds,
  storageKeys.userListFilter,
  storageKeys.accessToken,
  storageKeys.profileStatusIds,
  storageKeys.statusProfiles,
] as const;
