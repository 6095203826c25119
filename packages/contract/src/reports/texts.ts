/** Plain values of the Reported Users screen (no schemas: the console imports them). */

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

/** How many of a member's latest reports the reported list carries. */
export const REPORTED_LATEST_REPORTS = 5;
