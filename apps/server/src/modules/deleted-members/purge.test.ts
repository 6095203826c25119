import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { schema } from '@orrery/db';
import { purgeExpiredMembers } from './purge';
import { createTestApp, samplePng, type TestContext } from '../../../test/helpers';
import { insertMember } from '../../../test/members';

const DAY = 86_400_000;
const NOW = new Date('2025-06-01T12:00:00Z');
const before = (days: number) => new Date(NOW.getTime() - days * DAY);
let t: TestContext;

async function memberExists(id: string) {
  return (await t.db.select({ id: schema.members.id }).from(schema.members).where(eq(schema.members.id, id)))
    .length;
}
const recordsOf = (id: string) =>
  t.db.select().from(schema.memberDeletions).where(eq(schema.memberDeletions.memberId, id));

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('purgeExpiredMembers', () => {
  it('removes members past the retention period, keeps their record, and a second run changes nothing', async () => {
    const storage = t.app.deps.storage;
    const png = await samplePng();
    const own = await storage.put('members/test/own.jpg', png, 'image/jpeg');
    const shared = await storage.put('members/test/shared.jpg', png, 'image/jpeg');
    const pool = await storage.put('members/pool/f-1.jpg', png, 'image/jpeg');

    const old = await insertMember(t.db, {
      nickName: 'Gone 61',
      countryCode: 'IN',
      isDeleted: true,
      deletedAt: before(61),
      createdAt: new Date('2024-01-01T00:00:00Z'),
    });
    const recent = await insertMember(t.db, { nickName: 'Kept 59', isDeleted: true, deletedAt: before(59) });
    const noRecord = await insertMember(t.db, {
      nickName: 'No record',
      gender: 'm',
      isDeleted: true,
      deletedAt: before(90),
    });
    const live = await insertMember(t.db, { nickName: 'Live', deletedAt: null });
    await t.db.insert(schema.memberDeletions).values([
      {
        memberId: old,
        reason: 'met_someone',
        userSuggestion: 'Keep going',
        usersComment: 'Thanks',
        deletedAt: before(61),
        countryCode: 'IN',
      },
      { memberId: recent, reason: 'taking_break', deletedAt: before(59) },
    ]);
    await t.db.insert(schema.memberPhotos).values([
      { memberId: old, position: 1, url: own },
      { memberId: old, position: 2, url: shared },
      { memberId: old, position: 3, url: pool },
      { memberId: live, position: 1, url: shared },
    ]);
    await t.db.insert(schema.memberDevices).values({ memberId: old, platform: 'ios', pushToken: 'tok-old' });

    const first = await purgeExpiredMembers(t.db, storage, NOW);
    expect(first).toMatchObject({
      retentionDays: 60,
      members: 2,
      recordsCreated: 1,
      photos: 3,
      devices: 1,
      files: 1,
    });

    expect(await memberExists(old)).toBe(0);
    expect(await memberExists(noRecord)).toBe(0);
    expect(await memberExists(recent)).toBe(1);
    expect(await memberExists(live)).toBe(1);
    const [kept] = await recordsOf(old);
    expect(kept).toMatchObject({
      reason: 'met_someone',
      userSuggestion: 'Keep going',
      usersComment: 'Thanks',
      purgedAt: NOW,
    });
    const [made] = await recordsOf(noRecord);
    expect(made).toMatchObject({ gender: 'm', deletedAt: before(90), purgedAt: NOW });
    expect((await recordsOf(recent))[0]?.purgedAt).toBeNull();
    // the member's own file goes; a file another member uses and the shared demo pool stay
    expect(await storage.has(own)).toBe(false);
    expect(await storage.has(shared)).toBe(true);
    expect(await storage.has(pool)).toBe(true);
    const photos = await t.db
      .select()
      .from(schema.memberPhotos)
      .where(inArray(schema.memberPhotos.memberId, [old]));
    expect(photos).toEqual([]);
    const audit = await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'member.purge'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorName: 'system', actorId: null });
    expect(JSON.stringify(audit[0]?.after)).not.toContain(old);

    const second = await purgeExpiredMembers(t.db, storage, NOW);
    expect(second).toMatchObject({ members: 0, recordsCreated: 0, photos: 0, files: 0, batches: 0 });
    expect(
      await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'member.purge')),
    ).toHaveLength(1);
    expect((await recordsOf(old))[0]?.purgedAt).toEqual(NOW);
  });

  it('follows the retention setting: 30 days removes the members deleted 59 and 45 days ago', async () => {
    const recent = await insertMember(t.db, {
      nickName: 'Kept then gone',
      isDeleted: true,
      deletedAt: before(45),
    });
    expect((await purgeExpiredMembers(t.db, t.app.deps.storage, NOW)).members).toBe(0);
    expect(await memberExists(recent)).toBe(1);
    await t.db
      .insert(schema.appSettings)
      .values({ key: 'user_data_delete_time_period', value: 30 })
      .onConflictDoUpdate({ target: schema.appSettings.key, set: { value: 30 } });
    const report = await purgeExpiredMembers(t.db, t.app.deps.storage, NOW);
    expect(report).toMatchObject({ retentionDays: 30, members: 2, recordsCreated: 1 });
    expect(await memberExists(recent)).toBe(0);
  });

  it('works in batches: every batch is its own transaction and all are done', async () => {
    await t.db
      .update(schema.appSettings)
      .set({ value: 60 })
      .where(eq(schema.appSettings.key, 'user_data_delete_time_period'));
    for (let i = 0; i < 5; i += 1)
      await insertMember(t.db, { nickName: `Batch ${i}`, isDeleted: true, deletedAt: before(100 + i) });
    const report = await purgeExpiredMembers(t.db, t.app.deps.storage, NOW, 2);
    expect(report).toMatchObject({ members: 5, batches: 3, recordsCreated: 5 });
  });

  it("removes a purged member's feedback and its attachment files, keeps the shared screenshots and their reports on others", async () => {
    const storage = t.app.deps.storage;
    const png = await samplePng();
    const shot = await storage.put('feedback/m1/shot.jpg', png, 'image/jpeg');
    const thumb = await storage.put('feedback/m1/shot-thumb.jpg', png, 'image/jpeg');
    const pooled = await storage.put('feedback/pool/shot-00.jpg', png, 'image/jpeg');
    const gone = await insertMember(t.db, {
      nickName: 'Reporter gone',
      isDeleted: true,
      deletedAt: before(70),
    });
    const live = await insertMember(t.db, { nickName: 'Reported live' });
    const attachment = (url: string, thumbUrl: string | null) => ({
      filename: 'screenshot-1.jpg',
      url,
      thumbUrl,
      mime: 'image/jpeg',
      size: png.length,
    });
    await t.db.insert(schema.feedback).values([
      {
        memberId: gone,
        email: 'gone@example.com',
        subject: 'App crashes on start',
        attachments: [attachment(shot, thumb), attachment(pooled, null)],
      },
      {
        memberId: live,
        email: 'live@example.com',
        subject: 'Dark mode please',
        attachments: [attachment(pooled, null)],
      },
    ]);
    await t.db.insert(schema.reports).values([
      { reportedId: live, reporterId: gone, text: 'Fake profile' },
      { reportedId: gone, reporterId: live, text: 'Spam' },
    ]);

    const report = await purgeExpiredMembers(t.db, storage, NOW);
    expect(report).toMatchObject({ members: 1, feedback: 1, files: 2 });
    expect(await storage.has(shot)).toBe(false);
    expect(await storage.has(thumb)).toBe(false);
    expect(await storage.has(pooled)).toBe(true);
    const left = await t.db.select().from(schema.feedback);
    expect(left.map((f) => f.memberId)).toEqual([live]);
    // the report the purged member made stays, without reporter (Deleted User); the ones about them go
    const reports = await t.db.select().from(schema.reports);
    expect(reports.map((r) => [r.reportedId, r.reporterId, r.text])).toEqual([[live, null, 'Fake profile']]);
    const [reported] = await t.db.select().from(schema.members).where(eq(schema.members.id, live));
    expect([reported?.reportedCount, reported?.reportersCount]).toEqual([1, 1]);
  });
});
