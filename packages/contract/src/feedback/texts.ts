/**
 * Plain values of the Users Feedback screen, and what it shares with Reported Users (`../reports`): page
 * size, cuts and texts (no schemas: the console imports them).
 */

/** Feedback kinds: the list's `key` filter. */
export const feedbackKinds = ['bug_report', 'suggestion'] as const;
export type FeedbackKind = (typeof feedbackKinds)[number];
export const feedbackKindLabels: Record<FeedbackKind, string> = {
  bug_report: 'Bug report',
  suggestion: 'Suggestion',
};

/** Most rows a reported, reporters or feedback page may ask for. */
export const MODERATION_PAGE_MAX = 100;

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
  idMalformed: 'The member id must be a whole id (36 characters, as 6f1c…-…).',
  typeAdmin: 'type takes admin',
} as const;
