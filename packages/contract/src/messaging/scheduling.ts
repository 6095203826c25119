/** Plain values (no schemas) of scheduling a push or an e-mail: the console imports them without TypeBox. */
import { DateTime } from 'luxon';

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
const WALL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

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

/**
 * The schedule of a send, or its problem (the screen's label "Send At" first). `zone` is the company's
 * zone, `now` the current instant. Null schedule: it goes now.
 * - at: the wall time read in the company's zone must be ahead of now;
 * - local: it must be ahead of now in every zone (UTC+14 reaches it first), so that no member's hour has
 *   already passed when it is stored; it starts when UTC+14 reaches it, and each member gets it at that
 *   wall time in their own zone.
 * Both at most SCHEDULE_AHEAD_DAYS ahead. A wall time that a clock change skips is moved forward by the gap.
 */
export function scheduleOf(
  input: ScheduleInput,
  zone: string,
  now: Date,
): { problem: string } | { schedule: Schedule | null } {
  const mode = input.sendMode ?? 'now';
  if (mode === 'now') return { schedule: null };
  const wall = input.sendAt?.trim() ?? '';
  if (!wall) return { problem: scheduleMessages.sendAtRequired };
  if (!WALL_TIME.test(wall)) return { problem: scheduleMessages.sendAtInvalid };
  const first = DateTime.fromISO(wall, { zone: mode === 'at' ? zone : EARLIEST_ZONE });
  if (!first.isValid) return { problem: scheduleMessages.sendAtInvalid };
  if (first.toMillis() <= now.getTime())
    return { problem: mode === 'at' ? scheduleMessages.sendAtPast : scheduleMessages.localPassed };
  if (first.toMillis() > now.getTime() + SCHEDULE_AHEAD_DAYS * 86_400_000)
    return { problem: scheduleMessages.tooFar };
  return {
    schedule: { mode, sendAt: wall, timeZone: zone, firstRun: first.toJSDate() },
  };
}

/** The instant a local-time send reaches a member in `zone` (an unknown zone: the company's). */
export function localInstant(sendAt: string, zone: string | null, companyZone: string): Date {
  const inZone = zone ? DateTime.fromISO(sendAt, { zone }) : null;
  return (inZone?.isValid ? inZone : DateTime.fromISO(sendAt, { zone: companyZone })).toJSDate();
}

/** A wall time as people read it: "24 Dec 2026, 09:00". */
export const wallTimeLabel = (sendAt: string) =>
  DateTime.fromISO(sendAt, { zone: 'UTC', locale: 'en-GB' }).toFormat('d LLL yyyy, HH:mm');

/** A history row's schedule in words: "24 Dec 2026, 09:00 (Europe/Paris)" or "… in each member's zone". */
export function scheduleLabel(s: { sendMode: SendMode; sendAt: string | null; timeZone: string | null }) {
  if (s.sendMode === 'now' || !s.sendAt) return 'Now';
  const when = wallTimeLabel(s.sendAt);
  return s.sendMode === 'at' ? `${when} (${s.timeZone ?? 'UTC'})` : `${when} in each member’s own zone`;
}
