/**
 * Member enumerations: plain values (no schemas), so that the console
 * can import them without bundling TypeBox. The database stores these strings as they are.
 */
import { NOTIFICATION_KEYS, type NotificationKey } from '../messaging/texts';

/** `local` signs in with e-mail and password; anything else is a social sign-in. */
export const signInModes = ['local', 'social'] as const;
export type SignInMode = (typeof signInModes)[number];

export const otpStatuses = ['social', 'verified', 'unverified'] as const;
export type OtpStatus = (typeof otpStatuses)[number];

export const accountStatuses = ['blocked', 'dormant', 'active'] as const;
export type AccountStatus = (typeof accountStatuses)[number];

/** Profile (photo review) status of Profiles V2, in tab order 1 to 8. */
export const userStatuses = [
  'pending',
  'approved',
  'limited',
  'reverify_1',
  'reverify_2',
  'blocked',
  'old_approved',
  'onHold',
] as const;
export type UserStatus = (typeof userStatuses)[number];

export const photoStatuses = ['pending', 'approved', 'rejected'] as const;
export type PhotoStatus = (typeof photoStatuses)[number];
export const MAX_MEMBER_PHOTOS = 6;

export const profileRatings = [
  'face',
  'obscure',
  'distorted',
  'rotate',
  'no-face',
  'many',
  'gender',
  'celeb',
  'age',
  'faith',
  'vulgar',
  'advert',
  'mis-match',
] as const;
export type ProfileRating = (typeof profileRatings)[number];

/**
 * The roles a member can hold: active, plus blocked when admin-blocked, plus demo for a
 * demo account made by staff (a virtual profile). Never a staff role.
 */
export const memberRoles = ['active', 'blocked', 'demo'] as const;
export type MemberRole = (typeof memberRoles)[number];

export const memberTiers = ['free', 'pearl', 'ruby'] as const;
export type MemberTier = (typeof memberTiers)[number];

export const diets = ['vegetarian', 'vegan', 'omnivore', 'pescatarian', 'other', 'not_answer'] as const;
export const religiosities = ['not', 'very', 'believer', 'spiritual', 'not_answer'] as const;
export const drinkingHabits = [
  'never',
  'occasional',
  'special',
  'social',
  'often',
  'most_nights',
  'not_answer',
] as const;
export const smokingHabits = ['never', 'customary', 'social', 'occasional', 'not_answer'] as const;
export const workoutHabits = ['everyday', 'sometimes', 'often', 'rarely', 'never', 'not_answer'] as const;

/** Birth chart style (birth_chart_type). */
export const birthChartTypes = ['ei', 'si', 'ni', 'w'] as const;
export const birthChartSymbols = [
  'ws',
  'hi',
  'gu',
  'pa',
  'bn',
  'ta',
  'ml',
  'kn',
  'te',
  'bo',
  'zh',
  'en',
  'ia',
] as const;
/** Zodiac sign of birth_chart_sign. */
export const zodiacSigns = [
  'aries',
  'taurus',
  'gemini',
  'cancer',
  'leo',
  'virgo',
  'libra',
  'scorpio',
  'sagittarius',
  'capricorn',
  'aquarius',
  'pisces',
] as const;
/** tropical_sidereal: t tropical, s sidereal. */
export const zodiacSystems = ['t', 's'] as const;
export const orientations = ['s', 'g', 'b', 'o'] as const;
export const distanceTypes = ['KM', 'Miles'] as const;
export const wantsToMeetValues = ['m', 'f', 'b'] as const;

/** Orientation (s, g, b, o) and wants to meet (m, f, b) as the console names them. */
export const orientationLabels: Record<(typeof orientations)[number], string> = {
  s: 'Straight',
  g: 'Gay',
  b: 'Bi-sexual',
  o: 'Other',
};
export const wantsToMeetLabels: Record<(typeof wantsToMeetValues)[number], string> = {
  m: 'Men',
  f: 'Women',
  b: 'Both',
};
export const purposes = ['casual_dating', 'long_term_dating', 'friendship', 'networking', 'other'] as const;
export const relationshipStatuses = ['single', 'engaged', 'married', 'separated', 'divorced'] as const;
/** The push notification keys: those of `NOTIFICATION_KEYS` (messagingTexts), the one list. */
export const pushNotificationKeys: readonly NotificationKey[] = NOTIFICATION_KEYS.map((k) => k.key);
export const jungianTypes = [
  'INTJ',
  'INTP',
  'ENTJ',
  'ENTP',
  'INFJ',
  'INFP',
  'ENFJ',
  'ENFP',
  'ISTJ',
  'ISFJ',
  'ESTJ',
  'ESFJ',
  'ISTP',
  'ISFP',
  'ESTP',
  'ESFP',
] as const;
export const publicElements = ['public', 'private'] as const;

export const devicePlatforms = ['android', 'ios'] as const;
export type DevicePlatform = (typeof devicePlatforms)[number];
/** Mobile language keys. */
export const appLanguages = ['en', 'pt_br', 'pt_pt', 'hi', 'gu', 'fr', 'is', 'zh_cn', 'zh_tw'] as const;

/** Why an account was deleted (both known variants of the list: with fake_profile, with taking_break). */
export const deletionReasons = [
  'met_someone',
  'low_matches',
  'privacy_safety',
  'unwanted_messages',
  'taking_break',
  'fake_profile',
  'technical_issues',
  'other',
] as const;
export type DeletionReason = (typeof deletionReasons)[number];

/** App settings key of the retention period (days) before a deleted account's personal data is removed. */
export const RETENTION_SETTING_KEY = 'user_data_delete_time_period';
export const DEFAULT_RETENTION_DAYS = 60;
/** Below this app version (1.2.1) a member is "old version" and may be put on hold. */
export const OLD_APP_VERSION_CODE = 10201;
