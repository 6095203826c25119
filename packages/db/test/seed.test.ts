import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, sql } from 'drizzle-orm';
import {
  birthChartSymbols,
  birthChartTypes,
  deletionReasons,
  diets,
  isDemoPushToken,
  isReservedMailDomain,
  mailDomainOf,
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
import { feedback, memberDeletions, memberPhotos, reports, members, memberTotals } from '../src/schema/index';
import {
  generateMember,
  generatedMemberId,
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
const screenshots = [
  {
    url: '/files/feedback/pool/shot-00.jpg',
    thumbUrl: '/files/s.jpg',
    sizeBytes: 1,
    width: 360,
    height: 720,
  },
];
const ctx = (seed: number, total = 2000): SeedContext => ({
  seed,
  now: NOW,
  gazetteer: seedGazetteer(),
  pool: { ...pool, all: [...pool.f, ...pool.m] },
  members: total,
  screenshots,
});
const generate = (seed: number, n: number) =>
  Array.from({ length: n }, (_, i) => generateMember(ctx(seed, n), i));

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
    expect(Array.from({ length: 50 }, (_, i) => generateMember(ctx(7), i))).toEqual(sample.slice(0, 50));
    expect(generatePurgedDeletion(ctx(7), 3)).toEqual(generatePurgedDeletion(ctx(7), 3));
    const other = generate(8, 50);
    expect(other.map((m) => m.member.id)).not.toEqual(sample.slice(0, 50).map((m) => m.member.id));
  });

  it('makes demo data only: reserved mail domains, demo device tokens, every member marked seeded', () => {
    const domains = tally(sample.map((m) => mailDomainOf(m.member.identifier)));
    expect([...domains.keys()].filter((domain) => !isReservedMailDomain(domain))).toEqual([]);
    // a realistic spread: one big domain and several smaller ones
    expect(domains.size).toBeGreaterThanOrEqual(5);
    const feedbackAddresses = sample.flatMap((m) => m.feedback.map((f) => mailDomainOf(f.email)));
    expect(feedbackAddresses.length).toBeGreaterThan(0);
    expect(feedbackAddresses.filter((domain) => !isReservedMailDomain(domain))).toEqual([]);
    const tokens = sample.flatMap((m) => m.devices.map((d) => d.pushToken)).filter((t) => t !== null);
    expect(tokens.length).toBeGreaterThan(1500);
    expect(tokens.filter((token) => !isDemoPushToken(token))).toEqual([]);
    expect(sample.filter((m) => !m.member.seeded)).toEqual([]);
    expect(sample.slice(0, 20).map((m, i) => generatedMemberId(7, i) === m.member.id)).not.toContain(false);
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

  it('reports about 5–6 % of the members, most once or twice and a few 15 or more times, by other members', () => {
    const big = generate(11, 8000);
    const reported = big.filter((m) => m.reports.length > 0);
    const share = reported.length / big.length;
    expect(share).toBeGreaterThan(0.045);
    expect(share).toBeLessThan(0.07);
    const fewTimes = reported.filter((m) => m.reports.length <= 2).length / reported.length;
    expect(fewTimes).toBeGreaterThan(0.6);
    const heavy = reported.filter((m) => m.reports.length >= 15);
    expect(heavy.length).toBeGreaterThan(5);
    expect(Math.max(...heavy.map((m) => m.reports.length))).toBeLessThanOrEqual(60);
    const ids = new Set(big.map((m) => m.member.id));
    const texts = new Set<string>();
    let purged = 0;
    for (const { member, reports } of reported) {
      expect(member.isRegistrationComplete).toBe(true);
      // the summary on the member row is what the database triggers would compute
      expect(member.reportedCount).toBe(reports.length);
      // a report without a reporter (purged account) counts as one reporter of its own
      const reporters = new Set(reports.map((r) => r.reporterId).filter((r) => r !== null));
      const withoutReporter = reports.filter((r) => r.reporterId === null).length;
      expect(member.reportersCount).toBe(reporters.size + withoutReporter);
      expect(member.lastReportedAt).toEqual(new Date(Math.max(...reports.map((r) => r.createdAt.getTime()))));
      for (const r of reports) {
        expect(r.reportedId).toBe(member.id);
        expect(r.reporterId).not.toBe(member.id);
        if (r.reporterId === null) purged += 1;
        else expect(ids.has(r.reporterId)).toBe(true);
        expect(r.createdAt.getTime()).toBeGreaterThanOrEqual(member.createdAt.getTime());
        expect(r.createdAt.getTime()).toBeLessThanOrEqual(NOW);
        expect(['user_report', 'bug_report']).toContain(r.reason);
        texts.add(r.text);
      }
    }
    expect(purged).toBeGreaterThan(0);
    expect([...texts].some((t) => t.length > 100)).toBe(true);
    expect(big.filter((m) => !m.reports.length).every((m) => m.member.reportedCount === 0)).toBe(true);
    // blocking follows the reports
    const blockedShare = (list: GeneratedMember[]) =>
      list.filter((m) => m.member.isBlocked).length / list.length;
    const registered = big.filter((m) => m.member.isRegistrationComplete && !m.reports.length);
    expect(blockedShare(reported)).toBeGreaterThan(blockedShare(registered) * 10);
  }, 30_000);

  it('makes feedback from about 1 % of the members, some with screenshots', () => {
    const messages = sample.flatMap((m) => m.feedback.map((f) => ({ f, m: m.member })));
    const senders = new Set(messages.map(({ m }) => m.id)).size / sample.length;
    expect(senders).toBeGreaterThan(0.004);
    expect(senders).toBeLessThan(0.02);
    for (const { f, m } of messages) {
      expect(f.memberId).toBe(m.id);
      expect(f.email).toBe(m.identifier);
      expect(['bug_report', 'suggestion']).toContain(f.kind);
      expect(f.attachments.length).toBeLessThanOrEqual(3);
      for (const a of f.attachments) expect(a.url).toBe(screenshots[0]!.url);
    }
    expect(messages.some(({ f }) => f.attachments.length > 0)).toBe(true);
  });
});

describe('seedMembers on PGlite', () => {
  let handle: DbHandle;
  const stored: string[] = [];
  // opening PGlite and migrating is slow, slower still on a busy machine
  beforeAll(async () => {
    handle = await openDb({});
    await runMigrations(handle);
  }, 60_000);
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
    expect(first?.nickName).toBe(generateMember(ctx(3, 300), 0).member.nickName);
    // every loaded member is marked as generated (demo data: never reached through a real provider)
    const [unmarked] = await handle.db
      .select({ n: count() })
      .from(members)
      .where(sql`not ${members.seeded}`);
    expect(unmarked?.n).toBe(0);
    expect(stored).toContain('feedback/pool/shot-00.jpg');
    const [reportCount] = await handle.db.select({ n: count() }).from(reports);
    expect(reportCount?.n).toBe(report.reports);
    expect(report.reports).toBeGreaterThan(0);
    const [feedbackCount] = await handle.db.select({ n: count() }).from(feedback);
    expect(feedbackCount?.n).toBe(report.feedback);
    // the loaded summary on members equals the reports (as the triggers keep it)
    const mismatched = await handle.db.execute(sql`
      SELECT m.id FROM members m
        LEFT JOIN (SELECT reported_id, count(*)::int AS n, (count(DISTINCT reporter_id) + count(*) FILTER (WHERE reporter_id IS NULL))::int AS u,
                          max(created_at) AS last FROM reports GROUP BY reported_id) r
          ON r.reported_id = m.id
       WHERE m.reported_count <> coalesce(r.n, 0) OR m.reporters_count <> coalesce(r.u, 0)
          OR m.last_reported_at IS DISTINCT FROM r.last`);
    expect((mismatched as unknown as { rows: unknown[] }).rows).toEqual([]);
    // has_push_token as the seed wrote it is what the devices say (the triggers found nothing to change)
    const [withToken] = await handle.db
      .select({ n: count() })
      .from(members)
      .where(sql`${members.hasPushToken}`);
    expect(withToken?.n).toBeGreaterThan(200);
    const wrongFlags = await handle.db.execute(sql`
      SELECT m.id FROM members m
       WHERE m.has_push_token <> EXISTS (
         SELECT 1 FROM member_devices d WHERE d.member_id = m.id AND d.push_token IS NOT NULL)`);
    expect((wrongFlags as unknown as { rows: unknown[] }).rows).toEqual([]);
    // and the trigger is back for the app's own reports
    const reported = generateMember(ctx(3, 300), 1).member;
    await handle.db.insert(reports).values({ reportedId: reported.id, reporterId: null, text: 'x' });
    const [after] = await handle.db
      .select()
      .from(members)
      .where(sql`${members.id} = ${reported.id}`);
    expect(after?.reportedCount).toBe(reported.reportedCount + 1);
  });
});
