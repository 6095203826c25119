import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { appFeatures, screenVisitTypes, userActionTypes } from '@orrery/contract';
import { schema, type Db } from '@orrery/db';

/** A small generated data set for the analytics tests: members, deletions and raw events. */
export interface RawEvent {
  memberId: string;
  at: Date;
  kind: string;
  name: string | null;
  durationSec: number | null;
  countryCode: string | null;
  gender: string | null;
  deviceName: string;
  os: string;
  appVersion: string;
  language: string;
}

export interface TestMember {
  id: string;
  createdAt: Date;
  countryCode: string | null;
  gender: string | null;
  complete: boolean;
  stage: number;
  deleted: boolean;
  city: string | null;
}

/** A deterministic pseudo-random generator (mulberry32). */
export function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const countries = [
  { code: 'IN', name: 'India' },
  { code: 'BR', name: 'Brazil' },
  { code: 'US', name: 'United States' },
  { code: null, name: null },
];
const devices = ['Pixel 7', 'iPhone 14', 'Galaxy S23', 'Redmi Note 12'];
const languages = ['en', 'pt_br', 'hi'];
const versions = ['1.2.0', '1.3.1', '2.0.0'];

export interface AnalyticsData {
  members: TestMember[];
  events: RawEvent[];
}

/** Inserts `memberCount` members (signed up over the last 45 days and in earlier years) and their events. */
export async function seedAnalyticsData(db: Db, memberCount = 40, seed = 7): Promise<AnalyticsData> {
  const rnd = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const now = DateTime.utc();
  const members: TestMember[] = [];
  for (let i = 0; i < memberCount; i += 1) {
    const country = pick(countries);
    const old = i % 8 === 0;
    const createdAt = old
      ? now.minus({ days: 400 + i, hours: 3 }).toJSDate()
      : now
          .startOf('day')
          .minus({ days: Math.floor(rnd() * 45) })
          .plus({ minutes: Math.floor(rnd() * 60) })
          .toJSDate();
    const complete = rnd() < 0.6;
    const city = country.code === 'IN' ? pick(['Mumbai', 'Pune']) : country.code === 'BR' ? 'Recife' : null;
    const member = {
      id: randomUUID(),
      createdAt: createdAt > now.toJSDate() ? now.minus({ minutes: 1 }).toJSDate() : createdAt,
      countryCode: country.code,
      gender: i % 7 === 0 ? null : pick(['m', 'f']),
      complete,
      stage: complete ? 8 : 1 + Math.floor(rnd() * 7),
      deleted: i % 9 === 4,
      city,
    };
    members.push(member);
    await db.insert(schema.members).values({
      id: member.id,
      nickName: `Analytic ${i}`,
      identifier: `analytic${i}-${seed}@example.com`,
      gender: member.gender,
      countryCode: member.countryCode,
      country: country.name,
      city,
      createdAt: member.createdAt,
      isRegistrationComplete: complete,
      registrationCompletedAt: complete ? new Date(member.createdAt.getTime() + 3_600_000) : null,
      onboardingStage: member.stage,
      isDeleted: member.deleted,
      deletedAt: member.deleted ? now.minus({ days: 1 }).toJSDate() : null,
    });
    if (member.deleted) {
      const reason = pick(['other', 'low_matches', 'met_someone']);
      await db.insert(schema.memberDeletions).values({
        memberId: member.id,
        reason,
        usersComment: reason === 'other' ? `Comment of ${i}` : null,
        userSuggestion: i % 2 ? `Suggestion of ${i}` : null,
        deletedAt: now.minus({ days: i % 5, hours: 1 }).toJSDate(),
        countryCode: member.countryCode,
        gender: member.gender,
      });
    }
  }

  const events: RawEvent[] = [];
  const nowDate = now.toJSDate();
  for (const m of members) {
    const device = pick(devices);
    const attrs = {
      deviceName: device,
      os: device.startsWith('iPhone') ? 'ios' : 'android',
      appVersion: pick(versions),
    };
    const first = DateTime.max(
      DateTime.fromJSDate(m.createdAt, { zone: 'utc' }).startOf('day'),
      now.minus({ days: 40 }).startOf('day'),
    );
    for (let day = first; day <= now; day = day.plus({ days: 1 })) {
      if (rnd() > 0.55) continue;
      const language = rnd() < 0.15 ? pick(languages) : languages[members.indexOf(m) % languages.length]!;
      let at = day.plus({ hours: Math.floor(rnd() * 20), minutes: Math.floor(rnd() * 60) });
      const push = (kind: string, name: string | null, durationSec: number | null = null) => {
        at = at.plus({ seconds: 1 + Math.floor(rnd() * 90) });
        // today's activity drawn later than now happens now: today has events at any hour the tests run
        const date = at.toJSDate() > nowDate ? nowDate : at.toJSDate();
        events.push({
          memberId: m.id,
          at: date,
          kind,
          name,
          durationSec,
          countryCode: m.countryCode,
          gender: m.gender,
          language,
          ...attrs,
        });
      };
      if (rnd() < 0.85) push('session_start', null);
      for (let k = Math.floor(rnd() * 4); k > 0; k -= 1) push('screen_visit', pick(screenVisitTypes));
      for (let k = Math.floor(rnd() * 3); k > 0; k -= 1) push('user_action', pick(userActionTypes));
      for (let k = Math.floor(rnd() * 3); k > 0; k -= 1) push('feature_use', pick(appFeatures));
      if (rnd() < 0.8) push('session_end', null, 10 + Math.floor(rnd() * 900));
    }
  }
  events.sort((a, b) => a.at.getTime() - b.at.getTime());
  await insertEvents(db, events);
  return { members, events };
}

/** Stores raw events in app_events (in this order: their seq follows it), making their months' partitions. */
export async function insertEvents(db: Db, events: readonly RawEvent[]): Promise<void> {
  if (events.length === 0) return;
  const first = events.reduce((a, e) => (e.at < a ? e.at : a), events[0]!.at);
  const last = events.reduce((a, e) => (e.at > a ? e.at : a), events[0]!.at);
  await db.execute(
    sql`select app_events_ensure_months(${first.toISOString()}::timestamptz, ${last.toISOString()}::timestamptz)`,
  );
  for (let from = 0; from < events.length; from += 500) {
    await db.insert(schema.appEvents).values(
      events.slice(from, from + 500).map((e) => ({
        eventId: randomUUID(),
        occurredAt: e.at,
        memberId: e.memberId,
        kind: e.kind,
        name: e.name,
        durationSec: e.durationSec,
        countryCode: e.countryCode,
        gender: e.gender,
        deviceName: e.deviceName,
        os: e.os,
        appVersion: e.appVersion,
        language: e.language,
      })),
    );
  }
}

export const dayOf = (d: Date) => d.toISOString().slice(0, 10);
