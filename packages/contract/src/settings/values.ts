/** Plain values (no schemas) of App Settings and Force Update: the console imports them without TypeBox. */

/**
 * App settings: the keys the App Settings screen edits, with their units. Stored one
 * row per key in app_settings (key → jsonb). The deletion wait is entered in days and stored in minutes.
 */
export const APP_SETTING_KEYS = [
  'members__repeat_interval',
  'members__like_reset_min',
  'members__superSpark_reset_min',
  'deleted_users_archived_min',
  'permission_limits',
  'otp_service',
  'dormant_time_limit',
] as const;
export type AppSettingKey = (typeof APP_SETTING_KEYS)[number];

/** The reminder keys (hours, switches, the push key) and the push frequency cap, edited on the messaging screens. */
export const REMINDER_SETTING_KEYS = [
  'incomplete_notification_sent_reset_time',
  'incomplete_notification_service',
  'incomplete_notification_key',
  'incomplete_email_sent_reset_time',
  'incomplete_email_service',
  'logout_email_sent_reset_time',
  'logout_email_service',
  'notification_frequency_cap',
] as const;
export type ReminderSettingKey = (typeof REMINDER_SETTING_KEYS)[number];

export interface PermissionLimits {
  basic_swipe_like: number;
  basic_swipe_superstar: number;
}

/** Every app setting read by the server, typed, with its default when unset. */
export interface AppSettings {
  /** Minutes before a passed member is shown again. */
  members__repeat_interval: number;
  /** Minutes before the likes are reset. */
  members__like_reset_min: number;
  /** Minutes before the super-sparks are reset. */
  members__superSpark_reset_min: number;
  /** Minutes a deleted account keeps its data (entered in days: days × 60 × 24). */
  deleted_users_archived_min: number;
  permission_limits: PermissionLimits;
  otp_service: boolean;
  /** Days without activity after which a member counts as dormant. */
  dormant_time_limit: number;
  incomplete_notification_sent_reset_time: number;
  incomplete_notification_service: boolean;
  incomplete_notification_key: string;
  incomplete_email_sent_reset_time: number;
  incomplete_email_service: boolean;
  logout_email_sent_reset_time: number;
  logout_email_service: boolean;
}

export const MINUTES_PER_DAY = 60 * 24;

export const DEFAULT_APP_SETTINGS: AppSettings = {
  members__repeat_interval: 1440,
  members__like_reset_min: 720,
  members__superSpark_reset_min: 1440,
  deleted_users_archived_min: 60 * MINUTES_PER_DAY,
  permission_limits: { basic_swipe_like: 50, basic_swipe_superstar: 1 },
  otp_service: true,
  dormant_time_limit: 30,
  incomplete_notification_sent_reset_time: 24,
  incomplete_notification_service: false,
  incomplete_notification_key: 'incomplete_user_notification',
  incomplete_email_sent_reset_time: 24,
  incomplete_email_service: false,
  logout_email_sent_reset_time: 24,
  logout_email_service: false,
};

/** x.y.z, each part 0 to 9999 without leading zeros. */
export const APP_VERSION_PATTERN = '^(0|[1-9]\\d{0,3})\\.(0|[1-9]\\d{0,3})\\.(0|[1-9]\\d{0,3})$';
