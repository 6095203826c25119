export const storageKeys = {
  user: 'user',
  accessToken: 'access_token',
  columns: 'columns',
  ids: 'ids',
  reportedIds: 'reportedIds',
  userListFilter: 'userListFilter',
  profileStatusIds: 'profileStatusIds',
  /** Ids of the Profiles screen's page (user/profiles-list), walked by the member detail. */
  profileIds: 'profileIds',
  /** Ids of the Pending Deletion page, walked by the deleted member's detail (/deleted/{id}). */
  deletedIds: 'deletedIds',
  /** The Profiles V2 screen's tab, filters and page. */
  statusProfiles: 'statusProfiles',
  /** The Profiles (photo rating) screen's filters (key Profiles). */
  profiles: 'Profiles',
  adminListFilter: 'adminListFilter',
  /** The Celebrities and Celebrities V2 lists' state (`<list>Filter` like the others). */
  celebrityListFilter: 'celebrityListFilter',
  newCelebrityListFilter: 'newCelebrityListFilter',
  loginSessionFilter: 'loginSessionFilter',
  /** The Activity screen's filters and page (`<list>Filter` like the others). */
  auditLogFilter: 'auditLogFilter',
  /** The Multiple pair page's set, group and page. */
  multiPair: 'multiPair',
  /** The Synastry page's set last selected (without one, the last set). */
  synastrySetId: 'synastrySetId',
  /** Current Trends' promotional settings: kept in this browser only (no server call saves them). */
  promotionalSettings: 'promotionalSettings',
  /** The incomplete-profiles list's state (`<list>Filter` like the others). */
  incompleteProfileFilter: 'incompleteProfileFilter',
  /** The registration dashboard's country (an ISO-2 code; none means All). */
  dashboardCountry: 'dashboardCountry',
  /** The side menu collapsed ("true") or not; kept across reloads and sign-ins. */
  menuCollapsed: 'menuCollapsed',
} as const;

/** Where a list's Previous/Next trail (which list, its state, the page) is kept beside its ids key. */
export const trailKeyOf = (idsKey: string) => `${idsKey}Trail`;

/** The keys Logout clears. */
export const keysClearedOnLogout = [
  storageKeys.user,
  storageKeys.columns,
  storageKeys.ids,
  storageKeys.reportedIds,
  storageKeys.userListFilter,
  storageKeys.accessToken,
  storageKeys.profileStatusIds,
  storageKeys.statusProfiles,
  // the trails carry the lists' filters and searches: cleared like the lists' own state
  ...[
    storageKeys.ids,
    storageKeys.reportedIds,
    storageKeys.profileStatusIds,
    storageKeys.profileIds,
    storageKeys.deletedIds,
  ].map(trailKeyOf),
] as const;
