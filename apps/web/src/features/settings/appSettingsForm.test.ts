import { describe, expect, it } from 'vitest';
import { toFormValues, toItems } from './appSettingsForm';

describe('the App Settings form', () => {
  it('shows the deletion wait in days and the limits as two fields', () => {
    const form = toFormValues([
      { key: 'deleted_users_archived_min', value: 43200 },
      { key: 'permission_limits', value: { basic_swipe_like: 25, basic_swipe_superstar: 2 } },
      { key: 'otp_service', value: false },
    ]);
    expect(form).toMatchObject({
      deletionDays: 30,
      basic_swipe_like: 25,
      basic_swipe_superstar: 2,
      otp_service: false,
      members__like_reset_min: 720,
    });
  });

  it('saves the days as minutes (days × 60 × 24) and the limits as one key', () => {
    const items = toItems({ ...toFormValues([]), deletionDays: 7, basic_swipe_like: 9 });
    expect(items.find((i) => i.key === 'deleted_users_archived_min')?.value).toBe(10080);
    expect(items.find((i) => i.key === 'permission_limits')?.value).toEqual({
      basic_swipe_like: 9,
      basic_swipe_superstar: 1,
    });
    expect(items).toHaveLength(7);
  });
});
