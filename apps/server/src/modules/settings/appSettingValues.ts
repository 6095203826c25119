import {
  APP_SETTING_KEYS,
  DEFAULT_APP_SETTINGS,
  MINUTES_PER_DAY,
  RETENTION_SETTING_KEY,
  appSettingMessages as m,
  type AppSettingItem,
  type AppSettingKey,
  type AppSettings,
  type PermissionLimits,
} from '@orrery/contract';
import { badRequest } from '../../lib/httpErrors';

type Numeric = {
  [K in keyof AppSettings]: AppSettings[K] extends number ? K : never;
}[keyof AppSettings];
type Switch = {
  [K in keyof AppSettings]: AppSettings[K] extends boolean ? K : never;
}[keyof AppSettings];

const numericKeys: readonly Numeric[] = [
  'members__repeat_interval',
  'members__like_reset_min',
  'members__superSpark_reset_min',
  'deleted_users_archived_min',
  'dormant_time_limit',
  'incomplete_notification_sent_reset_time',
  'incomplete_email_sent_reset_time',
  'logout_email_sent_reset_time',
];
const switchKeys: readonly Switch[] = [
  'otp_service',
  'incomplete_notification_service',
  'incomplete_email_service',
  'logout_email_service',
];

/** A count stored as a number or as text ("60"); anything else is unset. */
function positive(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;
}

function limitsOf(value: unknown): PermissionLimits | null {
  if (typeof value !== 'object' || value === null) return null;
  const like = positive((value as Record<string, unknown>).basic_swipe_like);
  const superstar = positive((value as Record<string, unknown>).basic_swipe_superstar);
  return like && superstar ? { basic_swipe_like: like, basic_swipe_superstar: superstar } : null;
}

/**
 * The stored rows as typed settings: a value of the wrong kind counts as unset (its default). The
 * deletion wait falls back to the older key user_data_delete_time_period (days) when never saved here.
 */
export function settingsFromRows(rows: readonly { key: string; value: unknown }[]): AppSettings {
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const settings: AppSettings = { ...DEFAULT_APP_SETTINGS };
  for (const key of numericKeys) settings[key] = positive(stored.get(key)) ?? DEFAULT_APP_SETTINGS[key];
  for (const key of switchKeys) {
    const value = stored.get(key);
    if (typeof value === 'boolean') settings[key] = value;
  }
  const pushKey = stored.get('incomplete_notification_key');
  if (typeof pushKey === 'string' && pushKey.trim()) settings.incomplete_notification_key = pushKey;
  settings.permission_limits =
    limitsOf(stored.get('permission_limits')) ?? DEFAULT_APP_SETTINGS.permission_limits;
  if (!stored.has('deleted_users_archived_min')) {
    const days = positive(stored.get(RETENTION_SETTING_KEY));
    if (days) settings.deleted_users_archived_min = days * MINUTES_PER_DAY;
  }
  return settings;
}

export const toItems = (settings: AppSettings): AppSettingItem[] =>
  APP_SETTING_KEYS.map((key) => ({ key, value: settings[key] }));

const wholeAtLeastOne = (key: string, value: unknown): number => {
  if (typeof value !== 'number') throw badRequest(m.wholeNumber(key));
  if (value < 1) throw badRequest(m.moreThanZero);
  if (!Number.isInteger(value) || value > 1_000_000_000) throw badRequest(m.wholeNumber(key));
  return value;
};

/** The list sent, checked key by key (each once; counts whole and at least 1): 400 otherwise. */
export function changesOf(items: readonly AppSettingItem[]): Partial<Pick<AppSettings, AppSettingKey>> {
  const changes: Partial<Pick<AppSettings, AppSettingKey>> = {};
  for (const { key, value } of items) {
    if (key in changes) throw badRequest(m.duplicateKey(key));
    if (key === 'otp_service') {
      if (typeof value !== 'boolean') throw badRequest(m.notBoolean(key));
      changes.otp_service = value;
    } else if (key === 'permission_limits') {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badRequest(m.notLimits);
      const limits = value as Record<string, unknown>;
      changes.permission_limits = {
        basic_swipe_like: wholeAtLeastOne('basic_swipe_like', limits.basic_swipe_like),
        basic_swipe_superstar: wholeAtLeastOne('basic_swipe_superstar', limits.basic_swipe_superstar),
      };
    } else {
      changes[key] = wholeAtLeastOne(key, value);
    }
  }
  return changes;
}
