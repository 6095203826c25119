import { describe, expect, it } from 'vitest';
import { isOldAppVersion } from './profileCards';
import { reviewedStatus, statusAfterPhotoChange } from './statusRules';

describe('reviewedStatus', () => {
  const none = { isBlock: false, isOnHold: false };
  it('blocks before anything else, then on hold', () => {
    expect(reviewedStatus({ isBlock: true, isOnHold: false, photos: ['approved'] })).toBe('blocked');
    expect(reviewedStatus({ isBlock: false, isOnHold: true, photos: ['approved'] })).toBe('onHold');
  });
  it('approves with at least one approved photo', () => {
    expect(reviewedStatus({ ...none, photos: ['rejected', 'approved', 'rejected'] })).toBe('approved');
  });
  it('limits when every photo is rejected or there is none', () => {
    expect(reviewedStatus({ ...none, photos: ['rejected', 'rejected'] })).toBe('limited');
    expect(reviewedStatus({ ...none, photos: [] })).toBe('limited');
  });
});

describe('statusAfterPhotoChange', () => {
  it('sends an approved profile without an approved photo left to reverify_1', () => {
    expect(statusAfterPhotoChange('approved', ['pending'], true)).toBe('reverify_1');
    expect(statusAfterPhotoChange('old_approved', ['rejected'], false)).toBe('reverify_1');
    expect(statusAfterPhotoChange('reverify_2', ['pending', 'rejected'], false)).toBe('reverify_1');
  });
  it('sends one keeping an approved photo and given a new one to reverify_2', () => {
    expect(statusAfterPhotoChange('approved', ['approved', 'pending'], true)).toBe('reverify_2');
    expect(statusAfterPhotoChange('old_approved', ['approved', 'pending'], true)).toBe('reverify_2');
  });
  it('sends a reverify_2 profile with no pending photo left back to approved', () => {
    expect(statusAfterPhotoChange('reverify_2', ['approved'], false)).toBe('approved');
    expect(statusAfterPhotoChange('reverify_2', ['approved', 'rejected'], false)).toBe('approved');
  });
  it('leaves the rest alone', () => {
    expect(statusAfterPhotoChange('approved', ['approved'], false)).toBeNull();
    expect(statusAfterPhotoChange('reverify_2', ['approved', 'pending'], true)).toBeNull();
    for (const status of ['pending', 'limited', 'blocked', 'onHold', 'reverify_1'])
      expect(statusAfterPhotoChange(status, [], false)).toBeNull();
  });
});

describe('isOldAppVersion', () => {
  it('is below 1.2.1 or unknown', () => {
    expect(isOldAppVersion(null)).toBe(true);
    expect(isOldAppVersion(10200)).toBe(true);
    expect(isOldAppVersion(10201)).toBe(false);
    expect(isOldAppVersion(20000)).toBe(false);
  });
});
