import type { DeletionReason, ScreenVisitType, UserActionType } from '@orrery/contract';

/** The Screen Visits checkboxes and the visit type each stands for. */
export const visitTypeLabels: Record<ScreenVisitType, string> = {
  chatbot_visit: 'Romeu',
  luckytime_visit: 'Lucky Times',
  astro_visit: 'Astro Comp.',
  matchMeUp: 'Match me up',
  jugnian_visit: 'MBTI Comp.',
  celebrity_crush: 'Celebrity Crush',
  user_chat: 'Chat Room',
};

export const userActionLabels: Record<UserActionType, string> = {
  mbti_quiz: 'MBTI quiz',
  mbti_know: 'MBTI known',
  user_matched: 'Matched',
  bio_first_entered_date: 'Bio entered',
  lifestyle_first_entered_date: 'Lifestyle entered',
  birthTime_Know: 'Birth time entered',
  like: 'Like',
  superlike: 'Superlike',
  pass: 'Pass',
  invites_friends: 'Invites friends',
};

export const reasonLabels: Record<DeletionReason, string> = {
  met_someone: 'Met someone',
  low_matches: 'Low matches',
  privacy_safety: 'Privacy and safety',
  unwanted_messages: 'Unwanted messages',
  taking_break: 'Taking a break',
  fake_profile: 'Fake profiles',
  technical_issues: 'Technical issues',
  other: 'Other',
};

export const reasonLabel = (reason: string) => reasonLabels[reason as DeletionReason] ?? reason;

/** A chart row's time bucket as its axis label: the day, the week's first and last day, or the month. */
export function bucketLabel(row: {
  date?: string;
  week?: { startDate: string; endDate: string };
  month?: string;
}): string {
  if (row.date) return row.date.slice(0, 10);
  if (row.week) return `${row.week.startDate.slice(0, 10)} – ${row.week.endDate.slice(0, 10)}`;
  return row.month ?? '';
}
