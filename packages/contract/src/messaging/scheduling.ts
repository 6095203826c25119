/**
 * Plain values (no schemas) of scheduling a push or an e-mail: the console imports them without TypeBox. The
 * zone arithmetic, which needs luxon, is in `scheduleTimes.ts`: a screen that only shows sends loads none.
 */

/**
 * When a push or an e-mail goes: now; at a date and time in the company's time zone; or at a date and time
 * in each member's own time zone (members whose zone is unknown get the company's).
 */
export const SEND_MODES = ['now', 'at', 'local'] as const;
export type SendMode = (typeof SEND_MODES)[number];

export const SEND_MODE_LABELS: Record<SendMode, string> = {
  now: 'Now',
  at: 'At a date and time',
  local: "At a time in each member's own zone",
};

/** How far ahead a send can be scheduled. */
export const SCHEDULE_AHEAD_DAYS = 365;

/** The first zone to reach a wall time (Kiribati's Line Islands, UTC+14): a local-time send starts then. */
export const EARLIEST_ZONE = 'UTC+14';

/** A wall time as the composer sends it and the history shows it back: 2026-12-24T09:00. */
export const WALL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

export const scheduleMessages = {
  modeInvalid: 'When must be Now, At a date and time, or At a time in each member’s own zone.',
  sendAtRequired: 'Please choose the Send At date and time',
  sendAtInvalid: 'Send At must be a date and time such as 2026-12-24T09:00.',
  sendAtPast: 'Send At has already passed: choose a later time.',
  localPassed:
    'Send At has already passed in the first time zones to reach it (UTC+14): choose a later time or day.',
  tooFar: `Send At can be at most ${SCHEDULE_AHEAD_DAYS} days ahead.`,
  notCancellable: 'This send has already started: it can no longer be cancelled.',
  cancelled: 'The scheduled send was cancelled.',
  cancelConfirm: 'Cancel this scheduled send? Nobody who has not had it yet will get it.',
  notFound: 'That send was not found.',
} as const;

export interface ScheduleInput {
  sendMode?: SendMode;
  sendAt?: string | null;
}

/** A send that waits: its mode, its wall time and when the scheduler first starts it. */
export interface Schedule {
  mode: 'at' | 'local';
  sendAt: string;
  /** The company's zone (for 'local', that of members whose own zone is unknown). */
  timeZone: string;
  firstRun: Date;
}

/** How a wall time is written: "24 Dec 2026, 09:00" (the platform's en-GB date and 24-hour time). */
const WALL_TIME_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

/**
 * A wall time as people read it: "24 Dec 2026, 09:00". (Intl rather than luxon: a history screen that only
 * labels its sends then loads no date library.)
 */
export const wallTimeLabel = (sendAt: string) => WALL_TIME_FORMAT.format(new Date(`${sendAt}Z`));

/** A history row's schedule in words: "24 Dec 2026, 09:00 (Europe/Paris)" or "… in each member's zone". */
export function scheduleLabel(s: { sendMode: SendMode; sendAt: string | null; timeZone: string | null }) {
  if (s.sendMode === 'now' || !s.sendAt) return 'Now';
  const when = wallTimeLabel(s.sendAt);
  return s.sendMode === 'at' ? `${when} (${s.timeZone ?? 'UTC'})` : `${when} in each member’s own zone`;
}
