import dayjs, { type Dayjs } from 'dayjs';
import { EARLIEST_ZONE, scheduleLabel, scheduleMessages, scheduleOf, type SendMode } from '@orrery/contract';

/** How the Send At picker shows a date and time. */
export const SEND_AT_FORMAT = 'YYYY-MM-DD HH:mm';
/** The wall time the server takes: 2026-12-24T09:00. */
const WALL_TIME_FORMAT = 'YYYY-MM-DD[T]HH:mm';

/** The composers' schedule fields as the form holds them. */
export interface ScheduleValues {
  sendMode?: SendMode;
  sendAt?: Dayjs | null;
}

/** The schedule fields of a send's body. */
export interface ScheduleBody {
  sendMode: SendMode;
  sendAt?: string;
}

/** The console's own texts of scheduled sends (the rules' messages are the contract's `scheduleMessages`). */
export const scheduleTexts = {
  schedule: 'Schedule',
  atHint: (zone: string) => `In the company's time zone, ${zone}`,
  localHint: (zone: string) =>
    `At this time in each member's own time zone (the company's, ${zone}, for members whose zone is unknown); it starts when the first time zone (${EARLIEST_ZONE}) reaches it.`,
  optionsFailed:
    "The company's time zone could not be loaded: scheduling is unavailable; Send now still works.",
  zoneUnknown: "The company's time zone is not loaded yet: try again in a moment, or send now.",
  confirmPush: (when: string) => `Schedule this notification for ${when}?`,
  confirmEmail: (when: string) => `Schedule this email for ${when}?`,
} as const;

/** For the Send At picker: no day before today may be chosen. */
export const isPastDay = (date: Dayjs) => date.isBefore(dayjs().startOf('day'));

/**
 * The form's schedule checked by the contract's `scheduleOf` in the company's zone: its problem, or the
 * fields to send and, when it waits, its label ("24 Dec 2026, 09:00 (Europe/Paris)").
 */
export function checkSchedule(
  values: ScheduleValues,
  zone: string | undefined,
  now = new Date(),
): { problem: string } | { body: ScheduleBody; when: string | null } {
  const sendMode = values.sendMode ?? 'now';
  if (sendMode === 'now') return { body: { sendMode }, when: null };
  if (!values.sendAt) return { problem: scheduleMessages.sendAtRequired };
  if (!zone) return { problem: scheduleTexts.zoneUnknown };
  const checked = scheduleOf({ sendMode, sendAt: values.sendAt.format(WALL_TIME_FORMAT) }, zone, now);
  if ('problem' in checked) return checked;
  const { schedule } = checked;
  if (!schedule) return { body: { sendMode: 'now' }, when: null };
  return {
    body: { sendMode, sendAt: schedule.sendAt },
    when: scheduleLabel({ sendMode: schedule.mode, sendAt: schedule.sendAt, timeZone: schedule.timeZone }),
  };
}
