import {
  DEFAULT_APP_SETTINGS,
  MINUTES_PER_DAY,
  type AppSettingItem,
  type PermissionLimits,
} from '@orrery/contract';

/** The App Settings form: the deletion wait in days (stored in minutes), the limits as two fields. */
export interface AppSettingsForm {
  members__repeat_interval: number;
  members__like_reset_min: number;
  members__superSpark_reset_min: number;
  deletionDays: number;
  basic_swipe_like: number;
  basic_swipe_superstar: number;
  otp_service: boolean;
  dormant_time_limit: number;
}

const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

export function toFormValues(items: readonly AppSettingItem[]): AppSettingsForm {
  const find = (key: string) => items.find((item) => item.key === key)?.value;
  const d = DEFAULT_APP_SETTINGS;
  const limits = (find('permission_limits') ?? d.permission_limits) as PermissionLimits;
  return {
    members__repeat_interval: numberOr(find('members__repeat_interval'), d.members__repeat_interval),
    members__like_reset_min: numberOr(find('members__like_reset_min'), d.members__like_reset_min),
    members__superSpark_reset_min: numberOr(
      find('members__superSpark_reset_min'),
      d.members__superSpark_reset_min,
    ),
    deletionDays: Math.round(
      numberOr(find('deleted_users_archived_min'), d.deleted_users_archived_min) / MINUTES_PER_DAY,
    ),
    basic_swipe_like: numberOr(limits.basic_swipe_like, d.permission_limits.basic_swipe_like),
    basic_swipe_superstar: numberOr(limits.basic_swipe_superstar, d.permission_limits.basic_swipe_superstar),
    otp_service: find('otp_service') !== false,
    dormant_time_limit: numberOr(find('dormant_time_limit'), d.dormant_time_limit),
  };
}

/** Days × 60 × 24 for the deletion wait (entered in days, stored in minutes). */
export const toItems = (form: AppSettingsForm): AppSettingItem[] => [
  { key: 'members__repeat_interval', value: form.members__repeat_interval },
  { key: 'members__like_reset_min', value: form.members__like_reset_min },
  { key: 'members__superSpark_reset_min', value: form.members__superSpark_reset_min },
  { key: 'deleted_users_archived_min', value: form.deletionDays * MINUTES_PER_DAY },
  {
    key: 'permission_limits',
    value: { basic_swipe_like: form.basic_swipe_like, basic_swipe_superstar: form.basic_swipe_superstar },
  },
  { key: 'otp_service', value: form.otp_service },
  { key: 'dormant_time_limit', value: form.dormant_time_limit },
];
