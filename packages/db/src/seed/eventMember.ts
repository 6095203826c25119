import { appFeatures, screenVisitTypes } from '@orrery/contract';
import { appReleases } from './devices';
import { weighted, type Rng } from './random';

const DAY = 86_400_000;

/** What the generator reads of a member: the values its events carry, as they are now. */
export interface EventMember {
  id: string;
  createdAt: Date;
  deletedAt: Date | null;
  countryCode: string | null;
  gender: string | null;
  deviceModel: string | null;
  devicePlatform: string | null;
  osVersion: string | null;
  appVersionCode: number | null;
  language: string | null;
  onboardingStage: number;
  isRegistrationComplete: boolean;
}

/** The member's retention curve: active-day intensity a + (1 - a)·e^(-d/τ) on day d after sign-up. */
export interface Retention {
  floor: number;
  tau: number;
  /** Days the member can be active on (sign-up to deletion or now). */
  days: number;
}

/** Older cohorts keep fewer of their members (the product got better): τ 12 → 42 days, floor 4 % → 10 %. */
export function retentionOf(member: EventMember, now: number): Retention {
  const created = member.createdAt.getTime();
  const end = Math.min(now, member.deletedAt?.getTime() ?? now);
  const age = Math.min(1, Math.max(0, (now - created) / (1100 * DAY)));
  return {
    floor: 0.04 + 0.06 * (1 - age),
    tau: 12 + 30 * (1 - age),
    days: Math.max(0, Math.floor((end - created) / DAY)) + 1,
  };
}

/** Σ over the member's days of the intensity (the weekly rhythm averages 1): the member's share of sessions. */
export function sessionMass(member: EventMember, r: Retention): number {
  if (!member.isRegistrationComplete) return 0;
  return r.floor * r.days + (1 - r.floor) * r.tau * (1 - Math.exp(-r.days / r.tau));
}

/** Sunday first (getUTCDay): weekends busier; mean 1. */
export const WEEKLY_RHYTHM = [1.25, 0.85, 0.85, 0.9, 0.95, 1.1, 1.3] as const;

/** Local evening peak; hours 0-23. */
export const pickLocalHour = weighted(
  [
    1.5, 1, 0.6, 0.4, 0.3, 0.4, 0.8, 1.5, 2, 2, 2, 2.2, 2.8, 2.6, 2.2, 2.2, 2.4, 3, 3.8, 4.5, 5.2, 5.5, 4.8,
    3,
  ].map((w, hour) => [hour, w] as const),
);

/** UTC offset (hours) of the markets' evenings. */
export const utcOffset: Record<string, number> = {
  IN: 5.5,
  BR: -3,
  US: -5,
  PT: 0,
  GB: 0,
  AE: 4,
  CA: -5,
  AU: 10,
};

const releases = [...appReleases].sort((a, b) => a.code - b.code);

/**
 * The app versions the member ran over time: each release some days after it shipped (the member's
 * own lag), never past the version the member runs now. Ascending [from ms, version].
 */
export function versionTimeline(member: EventMember, now: number, rng: Rng): [number, string][] {
  const lag = rng() * 45 * DAY;
  const current = member.appVersionCode ?? releases[releases.length - 1]!.code;
  const kept = releases.filter((r) => r.code <= current);
  const list = kept.length ? kept : [releases[0]!];
  return list.map((r, i) => [i === 0 ? 0 : now - r.shippedDaysAgo * DAY + lag, r.version]);
}

export const versionAt = (timeline: [number, string][], at: number): string => {
  let version = timeline[0]![1];
  for (const [from, v] of timeline) if (from <= at) version = v;
  return version;
};

/** Screens, swipes and features of one session: counts drawn per session. */
export const pickVisit = weighted(
  screenVisitTypes.map((v, i) => [v, [4, 3, 5, 2, 2, 2, 6][i] ?? 1] as const),
);
export const pickSwipe = weighted([
  ['like', 10],
  ['pass', 14],
  ['superlike', 1.5],
  ['user_matched', 2],
  ['invites_friends', 0.3],
  ['mbti_quiz', 0.4],
  ['mbti_know', 0.4],
  ['birthTime_Know', 0.3],
] as const);
export const pickFeature = weighted(
  appFeatures.map((f, i) => [f, [6, 2, 3, 2, 2, 2, 5, 4][i] ?? 1] as const),
);
/** The "first entered" actions: once per member, early. */
export const firstEntries = ['bio_first_entered_date', 'lifestyle_first_entered_date'] as const;
