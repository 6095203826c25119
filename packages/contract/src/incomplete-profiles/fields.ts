/**
 * Plain values of the incomplete-profiles list (`POST /api/user/incomplete-profile-list`), shared by
 * server and console without TypeBox.
 */

/** Sort by sign-up, last edit (the default, newest first), nickname or e-mail. */
export const incompleteSortFields = ['createdAt', 'modifiedAt', 'nickName', 'identifier'] as const;
export type IncompleteSortField = (typeof incompleteSortFields)[number];

/** Multi-choice filters, several values joined with commas as in the members list. */
export const incompleteFilterKeys = ['gender', 'otpStatus'] as const;
export type IncompleteFilterKey = (typeof incompleteFilterKeys)[number];

/** Date ranges: `<name>StartDate` and `<name>EndDate`, whole UTC days `YYYY-MM-DD`. */
export const incompleteDateRanges = ['created', 'lastEdited'] as const;
export type IncompleteDateRange = (typeof incompleteDateRanges)[number];
