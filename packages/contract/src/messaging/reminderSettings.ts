import { NOTIFICATION_KEYS, reminderMessages as m } from './texts';
import type { ReminderSettingKey } from '../settings/values';

/** Reminder reset times (e-mail and notification reminders) are whole hours in this range. */
export const REMINDER_HOURS = { min: 1, max: 8760 } as const;
/** The push frequency cap: at most this many pushes per member in any 24 hours; 0 for no cap. */
export const FREQUENCY_CAP = { min: 0, max: 100, windowHours: 24 } as const;

type ReminderKind = 'hours' | 'switch' | 'key' | 'cap';

/**
 * Each reminder setting: its kind, its default, and the field as the screens label it (the e-mail keys
 * with their tab, since both tabs label their fields "Service" and "Reset time (hours)").
 */
export const REMINDER_FIELDS: Record<
  ReminderSettingKey,
  { kind: ReminderKind; fallback: boolean | number | string; label: string }
> = {
  incomplete_notification_service: { kind: 'switch', fallback: false, label: 'Service' },
  incomplete_notification_sent_reset_time: { kind: 'hours', fallback: 24, label: 'Reset time (hours)' },
  incomplete_notification_key: { kind: 'key', fallback: 'astro_insights', label: 'Redirect key' },
  incomplete_email_service: { kind: 'switch', fallback: false, label: 'Incomplete Email service' },
  incomplete_email_sent_reset_time: {
    kind: 'hours',
    fallback: 24,
    label: 'Incomplete Email reset time (hours)',
  },
  logout_email_service: { kind: 'switch', fallback: false, label: 'Logout Email service' },
  logout_email_sent_reset_time: { kind: 'hours', fallback: 24, label: 'Logout Email reset time (hours)' },
  notification_frequency_cap: {
    kind: 'cap',
    fallback: 0,
    label: 'Frequency cap (pushes per member in 24 hours)',
  },
};

export const isReminderKey = (key: string): key is ReminderSettingKey => Object.hasOwn(REMINDER_FIELDS, key);

const pushKeys = new Set<string>(NOTIFICATION_KEYS.map((k) => k.key));

/**
 * What is wrong with this value for this reminder setting, or undefined when it can be saved. One check
 * for the console (before Save) and the server (on save): hours are a whole number from 1 to 8760 (a
 * number, never a text or a fraction), a switch is true or false, the redirect key one of the push keys,
 * the frequency cap a whole number from 0 (no cap) to 100.
 */
export function reminderValueProblem(key: ReminderSettingKey, value: unknown): string | undefined {
  const { kind, label } = REMINDER_FIELDS[key];
  if (kind === 'switch') return typeof value === 'boolean' ? undefined : m.switch(label);
  if (kind === 'key') return typeof value === 'string' && pushKeys.has(value) ? undefined : m.redirectKey;
  if (kind === 'cap') return wholeIn(value, FREQUENCY_CAP) ? undefined : m.frequencyCap(label);
  return wholeIn(value, REMINDER_HOURS) ? undefined : m.hours(label);
}

/** A number (never a text), whole, within the range. */
const wholeIn = (value: unknown, range: { min: number; max: number }) =>
  typeof value === 'number' && Number.isInteger(value) && value >= range.min && value <= range.max;
