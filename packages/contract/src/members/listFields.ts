/**
 * Plain values of the members list (`GET /api/user/userList/`), shared by server and console without
 * TypeBox: sort and search fields, tabs, filter keys, and the CSV export's path.
 */
export const memberSortFields = [
  'createdAt',
  'login',
  'modifiedAt',
  'activeDate',
  'dob',
  'nickName',
  'identifier',
] as const;
export type MemberSortField = (typeof memberSortFields)[number];

/** Search by nickname, login e-mail or the whole member id; without searchBy nickname or e-mail. */
export const memberSearchFields = ['nickName', 'identifier', '_id'] as const;
export type MemberSearchField = (typeof memberSearchFields)[number];

/** Tab 1 Members (not blocked: active and dormant), tab 2 Blocked (admin-blocked). */
export const memberListTypes = ['active', 'blocked'] as const;
export type MemberListType = (typeof memberListTypes)[number];

/** Filters that take several values, sent joined with commas (`purpose=friendship,networking`). */
export const memberListFilterKeys = [
  'gender',
  'otpStatus',
  'accountStatus',
  'purpose',
  'relationshipStatus',
  'birthChartStyle',
  'sign',
  'jungianType',
] as const;
export type MemberListFilterKey = (typeof memberListFilterKeys)[number];

/** Date ranges: `<name>StartDate` and `<name>EndDate`, whole UTC days `YYYY-MM-DD`. */
export const memberDateRanges = ['created', 'login', 'modified', 'active', 'dob'] as const;
export type MemberDateRange = (typeof memberDateRanges)[number];

/** The filtered list as CSV, every matching row (same query as the list, without paging). */
export const MEMBER_EXPORT_PATH = 'user/userList/export.csv';

export const memberListMessages = {
  idSearch: 'To search by id, paste the whole member id.',
  tabMismatch: 'type=blocked goes with isBlocked=true (tab 2); tab 1 sends neither or isBlocked=false.',
  startAfterEnd: 'The start date must not be after the end date.',
  exportFailed: 'The export could not be completed.',
} as const;
