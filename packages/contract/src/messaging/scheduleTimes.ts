/** A send's times in time zones (luxon): apart from `scheduling.ts`, whose labels the history screens load. */
import { DateTime } from 'luxon';
import {
  EARLIEST_ZONE,
  SCHEDULE_AHEAD_DAYS,
  WALL_TIME,
  scheduleMessages,
  type Schedule,
  type ScheduleInput,
} from './scheduling';

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
