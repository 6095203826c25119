/** Plain values (no schemas) of the app's events: the console imports them without TypeBox. */

/**
 * What the mobile app reports: one row of `app_events` per event.
 * Every event carries the member and, as they were when it happened, the member's country, gender,
 * device, OS, app version and language, so that the analytics never join the member rows.
 */
export const appEventKinds = [
  'session_start',
  /** Carries durationSec: the session's length in seconds. */
  'session_end',
  /** name: one of screenVisitTypes. */
  'screen_visit',
  /** name: one of userActionTypes. */
  'user_action',
  /** stage: the onboarding step reached (1 … 8, 8 is done). */
  'onboarding_stage',
  /** name: one of appFeatures. */
  'feature_use',
] as const;
export type AppEventKind = (typeof appEventKinds)[number];

/** The screen visit types. */
export const screenVisitTypes = [
  'chatbot_visit',
  'luckytime_visit',
  'astro_visit',
  'matchMeUp',
  'jugnian_visit',
  'celebrity_crush',
  'user_chat',
] as const;
export type ScreenVisitType = (typeof screenVisitTypes)[number];

/** The user action types. */
export const userActionTypes = [
  'mbti_quiz',
  'mbti_know',
  'user_matched',
  'bio_first_entered_date',
  'lifestyle_first_entered_date',
  'birthTime_Know',
  'like',
  'superlike',
  'pass',
  'invites_friends',
] as const;
export type UserActionType = (typeof userActionTypes)[number];

/** Features whose use the PMF "Feature usage frequency" chart follows. */
export const appFeatures = [
  'daily_horoscope',
  'astro_report',
  'compatibility',
  'chatbot',
  'lucky_times',
  'match_me_up',
  'explore',
  'chat',
] as const;
export type AppFeature = (typeof appFeatures)[number];

/** Onboarding steps as members.onboarding_stage counts them: 8 is a complete registration. */
export const onboardingStages = [
  { stage: 1, label: 'Account' },
  { stage: 2, label: 'Gender' },
  { stage: 3, label: 'Birth details' },
  { stage: 4, label: 'Location' },
  { stage: 5, label: 'Astrology preferences' },
  { stage: 6, label: 'Dating preferences' },
  { stage: 7, label: 'Photos' },
  { stage: 8, label: 'Complete' },
] as const;
export const ONBOARDING_DONE_STAGE = 8;
