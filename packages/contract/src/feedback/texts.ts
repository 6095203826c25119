/** Plain values of the Reported Users and Users Feedback screens (no schemas: the console imports them). */

/** Report reasons and how the console shows them. */
export const reportReasons = ['user_report', 'bug_report'] as const;
export type ReportReason = (typeof reportReasons)[number];
export const reportReasonLabels: Record<ReportReason, string> = {
  user_report: 'User Report',
  bug_report: 'Bug Report',
};

/** Sorts of the reported list; lastReportedAt (newest first) by default. */
export const reportedSortFields = [
  'lastReportedAt',
  'totalReports',
  'totalUniqueReportedBy',
  'nickName',
  'createdAt',
] as const;
export type ReportedSortField = (typeof reportedSortFields)[number];

/** Feedback kinds: the list's `key` filter. */
export const feedbackKinds = ['bug_report', 'suggestion'] as const;
export type FeedbackKind = (typeof feedbackKinds)[number];
export const feedbackKindLabels: Record<FeedbackKind, string> = {
  bug_report: 'Bug report',
  suggestion: 'Suggestion',
};

/** Most rows a reported, reporters or feedback page may ask for. */
export const MODERATION_PAGE_MAX = 100;
/** How many of a member's latest reports the reported list carries. */
export const REPORTED_LATEST_REPORTS = 5;

/** Truncation of the tables (characters shown before the cut). */
export const moderationCuts = {
  nickName: 18,
  reportedText: 100,
  reporterText: 17,
  feedbackName: 30,
  feedbackEmail: 40,
  feedbackText: 80,
} as const;

export const moderationTexts = {
  reportedTitle: 'Reported Users',
  feedbackTitle: 'Users Feedback',
  reportersTitle: (name: string) => `Reporters of ${name}`,
  deletedUser: 'Deleted User',
  backLabel: 'Reporter',
  noReports: 'No reported members',
  noFeedback: 'No feedback',
  noAttachments: 'No attachments',
  feedbackNotFound: 'Feedback not found',
  memberNotFound: 'Member not found',
  sortForm:
    'sort takes one of the sort fields, with a leading - for newest/largest first (e.g. -totalReports)',
  skipPage: 'skip must be a whole number from 0',
  limitPage: `limit must be a whole number from 1 to 100`,
  idMalformed: 'The member id must be a whole id (36 characters, as 6f1c…-…).',
  typeAdmin: 'type takes admin',
} as const;
