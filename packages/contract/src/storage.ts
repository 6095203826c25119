export const storageKeys = {
  user: 'user',
  accessToken: 'access_token',
  columns: 'columns',
  ids: 'ids',
  reportedIds: 'reportedIds',
  userListFilter: 'userListFilter',
  profileStatusIds: 'profileStatusIds',
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
