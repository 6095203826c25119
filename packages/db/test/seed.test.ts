import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, sql } from 'drizzle-orm';
import {
  birthChartSymbols,
  birthChartTypes,
  deletionReasons,
  diets,
  distanceTypes,
  drinkingHabits,
  jungianTypes,
  orientations,
  purposes,
  relationshipStatuses,
  religiosities,
  smokingHabits,
  userStatuses,
  wantsToMeetValues,
  workoutHabits,
  zodiacSigns,
  zodiacSystems,
} from '@orrery/contract';
import { openDb, runMigrations, type DbHandle } from '../src/client';
import { memberDeletions, memberPhotos, members, memberTotals } from '../src/schema/index';
import {
  generateMember,
  generatePurgedDeletion,
  seedGazetteer,
  seedMembers,
  type GeneratedMember,
  type SeedContext,
} from '../src/seed/index';

const NOW = new Date('2026-03-15T12:00:00Z').getTime();
const pool = {
  f: [
    { url: '/files/members/pool/f-000.jpg', thumbUrl: '/files/t.jpg', sizeBytes: 1, width: 480, height: 600 },
  ],
  m: [
    { url: '/files/members/pool/m-001.jpg', thumbUrl: '/files/t.jpg', sizeBytes: 1, width: 480, height: 600 },
  ],
  all: [],
};
const ctx = (seed: number): SeedContext => ({
  seed,
  now: NOW,
  gazetteer: seedGazetteer(),
  pool: { ...pool, all: [...pool.f, ...pool.m] },
});
const generate = (seed: number, n: number) =>
  Array.from({ length: n }, (_, i) => generateMember(ctx(seed), i));

function tally<T>(values: T[]) {
  const counts = new Map<T, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
}

describe('demo member generator', () => {
  let sample: GeneratedMember[];
  beforeAll(() => {
    sample = generate(7, 2000);
  });

  it('gives the same rows for the same seed and other rows for another', () => {
    expect(generate(7, 50)).toEqual(sample.slice(0, 50));
    expect(generatePurgedDeletion(ctx(7), 3)).toEqual(generatePurgedDeletion(ctx(7), 3));
    const other = generate(8, 50);
    expect(other.map((m) => m.member.id)).not.toEqual(sample.slice(0, 50).map((m) => m.member.id));
  });

  it('puts India and Brazil first, with real cities and co-ordinates', () => {
    const byCountry = [...tally(sample.map((m) => m.member.countryCode)).entries()]
      .filter(([code]) => code !== null)
      .sort((a, b) => b[1] - a[1]);
    expect(byCountry.slice(0, 2).map(([code]) => code)).toEqual(['IN', 'BR']);
    const inIndia = sample.find((m) => m.member.countryCode === 'IN' && m.member.lat !== null)?.member;
    expect(inIndia?.lat).toBeGreaterThan(6);
    expect(inIndia?.lat).toBeLessThan(37);
    expect(inIndia?.country).toBe('India');
  });

  it('uses every enumeration value', () => {
    const used = (pickValue: (m: GeneratedMember) => unknown) => new Set(sample.map(pickValue));
    const checks: [readonly string[], (m: GeneratedMember) => unknown][] = [
      [diets, (m) => m.member.diet],
      [religiosities, (m) => m.member.religiosity],
      [drinkingHabits, (m) => m.member.drinking],
      [smokingHabits, (m) => m.member.smoking],
      [workoutHabits, (m) => m.member.workout],
      [birthChartTypes, (m) => m.member.birthChartType],
      [birthChartSymbols, (m) => m.member.birthChartSymbol],
      [zodiacSigns, (m) => m.member.birthChartSign],
      [zodiacSystems, (m) => m.member.tropicalSidereal],
      [orientations, (m) => m.member.orientation],
      [distanceTypes, (m) => m.member.distanceType],
      [wantsToMeetValues, (m) => m.member.wantsToMeet],
      [purposes, (m) => m.member.purpose],
      [relationshipStatuses, (m) => m.member.relationshipStatus],
      [jungianTypes, (m) => m.member.jungianType],
      [userStatuses, (m) => m.member.userStatus],
      [['m', 'f'], (m) => m.member.gender],
      [['free', 'pearl', 'ruby'], (m) => m.member.userType],
      [['local', 'social'], (m) => m.member.mode],
      [['pending', 'approved', 'rejected'], (m) => m.photos.map((p) => p.status)],
    ];
    for (const [values, pickValue] of checks) {
      const seen = used(pickValue);
      const flat = new Set([...seen].flat());
      for (const value of values) expect(flat, `${value}`).toContain(value);
    }
    const reasons = new Set(Array.from({ length: 600 }, (_, i) => generatePurgedDeletion(ctx(7), i).reason));
    for (const reason of deletionReasons) expect(reasons).toContain(reason);
  });

  it('makes plausible members: adults, up to 6 photos, some incomplete, dormant, blocked, on hold, reported, deleted', () => {
    const share = (test: (m: GeneratedMember) => boolean) => sample.filter(test).length / sample.length;
    for (const { member, photos } of sample) {
      if (member.dob) {
        const age = (member.createdAt.getTime() - Date.parse(member.dob)) / (365.2425 * 86_400_000);
        expect(age).toBeGreaterThanOrEqual(18);
        expect(age).toBeLessThan(72);
      }
      expect(photos.length).toBeLessThanOrEqual(6);
      expect(member.createdAt.getTime()).toBeLessThanOrEqual(NOW);
      expect(member.createdAt.getTime()).toBeGreaterThan(NOW - 3 * 366 * 86_400_000);
      if (member.isOnHold) expect(member.appVersionCode).toBeLessThan(10201);
      if (member.userStatus === 'limited') expect(photos.every((p) => p.status === 'rejected')).toBe(true);
    }
    expect(share((m) => !m.member.isRegistrationComplete)).toBeGreaterThan(0.08);
    expect(share((m) => m.member.isDormant)).toBeGreaterThan(0.2);
    expect(share((m) => m.member.isBlocked)).toBeGreaterThan(0.003);
    expect(share((m) => m.member.isOnHold)).toBeGreaterThan(0.001);
    expect(share((m) => m.member.isDeleted)).toBeGreaterThan(0.02);
    expect(share((m) => m.member.appVersionCode !== null && m.member.appVersionCode < 10201)).toBeGreaterThan(
      0.05,
    );
    // growth: the last year has more sign-ups than the first
    const year = 365 * 86_400_000;
    const firstYear = share((m) => m.member.createdAt.getTime() < NOW - 2 * year);
    const lastYear = share((m) => m.member.createdAt.getTime() >= NOW - year);
    expect(lastYear).toBeGreaterThan(firstYear * 2);
  });
});

describe('seedMembers on PGlite', () => {
  let handle: DbHandle;
  const stored: string[] = [];
  beforeAll(async () => {
    handle = await openDb({});
    await runMigrations(handle);
  });
  afterAll(() => handle.close());

  it('loads members, photos, devices and deletions, and the totals follow', async () => {
    const report = await seedMembers(handle, {
      members: 300,
      seed: 3,
      now: new Date(NOW),
      poolSize: 4,
      batchSize: 120,
      put: async (key) => {
        stored.push(key);
        return `/files/${key}`;
      },
    });
    expect(report.members).toBe(300);
    expect(stored).toContain('members/pool/f-000.jpg');
    const [memberCount] = await handle.db.select({ n: count() }).from(members);
    expect(memberCount?.n).toBe(300);
    const [photoCount] = await handle.db.select({ n: count() }).from(memberPhotos);
    expect(photoCount?.n).toBe(report.photos);
    const [deletions] = await handle.db.select({ n: count() }).from(memberDeletions);
    expect(deletions?.n).toBe(report.deletions);
    const [kept] = await handle.db
      .select({ n: sql<number>`sum(${memberTotals.n})`.mapWith(Number) })
      .from(memberTotals);
    expect(kept?.n).toBe(300);
    const [first] = await handle.db
      .select()
      .from(members)
      .where(sql`${members.id} = ${generateMember(ctx(3), 0).member.id}`);
    expect(first?.nickName).toBe(generateMember(ctx(3), 0).member.nickName);
  });
});
