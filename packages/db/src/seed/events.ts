import { rngFor, type Rng } from './random';
import {
  WEEKLY_RHYTHM,
  firstEntries,
  pickFeature,
  pickLocalHour,
  pickSwipe,
  pickVisit,
  retentionOf,
  utcOffset,
  versionAt,
  versionTimeline,
  type EventMember,
  type Retention,
} from './eventMember';

const DAY = 86_400_000;

/** The columns the generator writes (seq comes from its sequence). */
export const EVENT_COLUMNS = [
  'event_id',
  'occurred_at',
  'member_id',
  'kind',
  'name',
  'stage',
  'duration_sec',
  'country_code',
  'gender',
  'device_name',
  'os',
  'os_version',
  'app_version',
  'language',
] as const;

/** Events of one session on average (start, end, visits, swipes, features): sizes the session budget. */
export const EVENTS_PER_SESSION = 5.9;

const hex8 = (rng: Rng) => ((rng() * 0x100000000) >>> 0).toString(16).padStart(8, '0');

/** A version-4-shaped UUID from four draws of the stream (deterministic, fast). */
function eventId(rng: Rng): string {
  const a = hex8(rng);
  const b = hex8(rng);
  const c = hex8(rng);
  const d = hex8(rng);
  const variant = ((parseInt(c[0]!, 16) & 3) | 8).toString(16);
  return `${a}-${b.slice(0, 4)}-4${b.slice(5)}-${variant}${c.slice(1, 4)}-${c.slice(4)}${d}`;
}

const text = (value: string | null) => (value === null ? '\\N' : value.replace(/[\\\t\n\r]/g, ' '));

/** Receives each event as a COPY text line, with its time (to pick the month's partition). */
export type EmitEvent = (at: number, line: string) => void;

/**
 * Every event of one member, from its own random stream (the same whatever else is generated): the
 * onboarding steps at sign-up, then sessions on active days between sign-up and deletion (or now),
 * `intensity` sessions per unit of its retention curve, busier at weekends and in the local evening.
 * Answers the number of events emitted.
 */
export function memberEvents(
  member: EventMember,
  seed: number,
  now: number,
  intensity: number,
  emit: EmitEvent,
): number {
  const rng = rngFor(seed, parseInt(member.id.slice(0, 8), 16), 0x3e7);
  const timeline = versionTimeline(member, now, rng);
  const created = member.createdAt.getTime();
  const end = Math.min(now, member.deletedAt?.getTime() ?? now);
  const tail = `\t${text(member.countryCode)}\t${text(member.gender)}\t${text(member.deviceModel)}\t${text(member.devicePlatform)}\t${text(member.osVersion)}\t`;
  const language = text(member.language);
  let count = 0;
  const put = (at: number, kind: string, name: string | null, stage = '\\N', duration = '\\N') => {
    if (at > end) return;
    count += 1;
    emit(
      at,
      `${eventId(rng)}\t${new Date(at).toISOString()}\t${member.id}\t${kind}\t${name ?? '\\N'}\t${stage}\t${duration}${tail}${versionAt(timeline, at)}\t${language}\n`,
    );
  };

  // onboarding: a step every minute or two, then (when complete) the first session right away
  let at = created;
  for (let stage = 1; stage <= member.onboardingStage; stage++) {
    put(at, 'onboarding_stage', null, String(stage));
    at += 20_000 + rng() * 100_000;
  }
  const session = (start: number, first: boolean) => {
    const length = Math.round(30 + rng() * rng() * 1500);
    put(start, 'session_start', null);
    let t = start;
    const step = () => (t = Math.min(start + length * 1000 - 1000, t + rng() * length * 250));
    for (let i = Math.floor(rng() * 4.2); i > 0; i--) put(step(), 'screen_visit', pickVisit(rng));
    for (let i = Math.floor(rng() * rng() * 9); i > 0; i--) put(step(), 'user_action', pickSwipe(rng));
    if (first) for (const entry of firstEntries) if (rng() < 0.6) put(step(), 'user_action', entry);
    for (let i = Math.floor(rng() * 1.6); i > 0; i--) put(step(), 'feature_use', pickFeature(rng));
    put(start + length * 1000, 'session_end', null, '\\N', String(length));
  };
  if (!member.isRegistrationComplete) {
    put(created, 'session_start', null);
    put(at, 'session_end', null, '\\N', String(Math.round((at - created) / 1000)));
    return count;
  }
  session(at, true);

  const r: Retention = retentionOf(member, now);
  const offset = (utcOffset[member.countryCode ?? ''] ?? 0) * 3_600_000;
  const dayZero = Math.floor(created / DAY) * DAY;
  for (let d = 1; d < r.days; d++) {
    const day = dayZero + d * DAY;
    const rate =
      intensity *
      (r.floor + (1 - r.floor) * Math.exp(-d / r.tau)) *
      (WEEKLY_RHYTHM[new Date(day).getUTCDay()] ?? 1);
    let sessions = Math.floor(rate) + (rng() < rate - Math.floor(rate) ? 1 : 0);
    while (sessions-- > 0) {
      const start = day + pickLocalHour(rng) * 3_600_000 - offset + rng() * 3_600_000;
      if (start > created && start < end) session(start, false);
    }
  }
  return count;
}
