/** Plain values of the deleted accounts screen (no schemas: the console imports them). */

/** Sorts of the Pending Deletion tab: modifiedAt is the deleted date. */
export const deletedSortFields = ['modifiedAt', 'createdAt', 'login'] as const;
export type DeletedSortField = (typeof deletedSortFields)[number];
/** Sorts of the Permanently Removed tab. */
export const removedSortFields = ['deletedAt', 'purgedAt'] as const;
export type RemovedSortField = (typeof removedSortFields)[number];

/** The console's texts of the deleted accounts screen. */
export const deletedTexts = {
  noReason: 'No Reason found',
  noSuggestion: 'No Suggestion found',
  noComment: 'No Comments found',
  retention: (days: number) => `Accounts are removed for good ${days} days after deletion`,
} as const;
