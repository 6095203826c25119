import { describe, expect, it } from 'vitest';
import { reminderValueProblem } from './reminderSettings';

describe('reminder settings: one check for the console and the server', () => {
  it('takes whole hours from 1 to 8760, and names the field as the screen labels it', () => {
    expect(reminderValueProblem('incomplete_notification_sent_reset_time', 1)).toBeUndefined();
    expect(reminderValueProblem('logout_email_sent_reset_time', 8760)).toBeUndefined();
    for (const value of [0, 8761, 1.5, '1', 'abc', '', true, null]) {
      expect(reminderValueProblem('incomplete_email_sent_reset_time', value), String(value)).toBe(
        'Incomplete Email reset time (hours) must be a whole number of hours from 1 to 8760.',
      );
    }
  });

  it('a switch is on or off, the redirect key one of the push keys', () => {
    expect(reminderValueProblem('logout_email_service', 1)).toBe('Logout Email service must be on or off.');
    expect(reminderValueProblem('incomplete_notification_service', false)).toBeUndefined();
    expect(reminderValueProblem('incomplete_notification_key', 'been_matched')).toBeUndefined();
    expect(reminderValueProblem('incomplete_notification_key', 'nope')).toBe(
      'The redirect key must be one of the notification keys.',
    );
  });
});
