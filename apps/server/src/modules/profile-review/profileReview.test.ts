import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import {
  profileReviewMessages as texts,
  type PhotoStatus,
  type ProfileCard,
  type ProfilesStatusListAnswer,
  type UpdateStatusBody,
} from '@orrery/contract';
import { schema } from '@orrery/db';
import { multipartFile, samplePng, type TestAdmin, useTestApp } from '../../../test/helpers';
import { insertMember } from '../../../test/members';

const { members, memberPhotos, auditLog } = schema;
const MIN = 60_000;
const base = Date.parse('2026-01-01T00:00:00Z');
const t = useTestApp();
let moderator: TestAdmin;

/** A complete member with photos at positions 1.. holding these statuses. */
async function reviewable(
  values: Partial<typeof members.$inferInsert>,
  photos: PhotoStatus[] = ['pending', 'pending'],
): Promise<string> {
  const id = await insertMember(t.db, { isRegistrationComplete: true, userStatus: 'pending', ...values });
  if (photos.length)
    await t.db.insert(memberPhotos).values(
      photos.map((status, i) => ({
        memberId: id,
        position: i + 1,
        url: `/files/members/pool/${i + 1}.jpg`,
        status,
      })),
    );
  return id;
}

type Who =
  'priya' | 'paula' | 'pedro' | 'incomplete' | 'deleted' | 'ana' | 'alma' | 'rita' | 'rosa' | 'rui' | 'lia';
const ids = {} as Record<Who, string>;
beforeAll(async () => {
  moderator = await t.addAdmin('admin', 'moderator@example.com');
  const at = (minutes: number) => new Date(base + minutes * MIN);
  // the Pending queue, oldest first: Paula (f), Pedro (m), Priya (f); plus members it must leave out
  ids.priya = await reviewable({
    nickName: 'Priya Pending',
    modifiedAt: at(30),
    identifier: 'priya@example.com',
  });
  ids.paula = await reviewable({ nickName: 'Paula Pending', modifiedAt: at(10) });
  ids.pedro = await reviewable({ nickName: 'Pedro Pending', gender: 'm', modifiedAt: at(20) });
  ids.incomplete = await reviewable({ nickName: 'Ines Incomplete', isRegistrationComplete: false });
  ids.deleted = await reviewable({ nickName: 'Dora Deleted', isDeleted: true, deletedAt: at(1) });
  // Approved, newest first: Alma (newest), Ana
  ids.ana = await reviewable({ nickName: 'Ana Approved', userStatus: 'approved', modifiedAt: at(1) }, [
    'approved',
  ]);
  ids.alma = await reviewable({ nickName: 'Alma Approved', userStatus: 'approved', modifiedAt: at(5) }, [
    'approved',
    'rejected',
  ]);
  ids.rita = await reviewable({ nickName: 'Rita One', userStatus: 'reverify_1' }, ['pending']);
  ids.rosa = await reviewable({ nickName: 'Rosa Two', userStatus: 'reverify_2' }, ['approved', 'pending']);
  ids.rui = await reviewable({ nickName: 'Rui Two', userStatus: 'reverify_2', gender: 'm' }, [
    'approved',
    'pending',
  ]);
  ids.lia = await reviewable({ nickName: 'Lia Limited', userStatus: 'limited' }, ['rejected']);
});

const as = (admin: TestAdmin = t.superadmin) => t.auth(admin.token);
const list = (body: object, headers: Record<string, string> = as()) =>
  t.app.inject({ method: 'POST', url: '/api/profiles/profiles-status-list', payload: body, headers });
const names = (res: { json: () => unknown }) =>
  (res.json() as ProfilesStatusListAnswer).items.map((c) => c.nickName);
const card = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/profiles/review/${id}`, headers: as() })).json<{
    data: ProfileCard;
  }>().data;
const submit = (body: Partial<UpdateStatusBody>, admin: TestAdmin = moderator) =>
  t.app.inject({ method: 'POST', url: '/api/profiles/update-status', payload: body, headers: as(admin) });
const audits = (id: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'profile.review')));
const photoRows = (id: string) =>
  t.db.select().from(memberPhotos).where(eq(memberPhotos.memberId, id)).orderBy(asc(memberPhotos.position));
const memberRow = async (id: string) => (await t.db.select().from(members).where(eq(members.id, id)))[0]!;

describe('POST /api/profiles/profiles-status-list', () => {
  it('opens on Pending: complete, not deleted members, oldest modified first, with the queue counts', async () => {
    const res = await list({});
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ProfilesStatusListAnswer>();
    expect(body.items.map((c) => c.nickName)).toEqual(['Paula Pending', 'Pedro Pending', 'Priya Pending']);
    expect(body).toMatchObject({
      pendingTotalCount: 3,
      reverifyOneTotalCount: 1,
      reverifyTwoTotalCount: 2,
      pagination: { total: 3, totalCapped: false, current: 1, totalPages: 1, pageLimit: 20 },
    });
    expect(body.items[0]).toMatchObject({
      _id: ids.paula,
      userStatus: 'pending',
      photoStatuses: { p_1: 'pending', p_2: 'pending' },
      isOldVersion: true,
      version: 1,
    });
  });

  it('lists a tab by id or by name, newest first outside the queues', async () => {
    expect(names(await list({ status: 2 }))).toEqual(['Alma Approved', 'Ana Approved']);
    expect(names(await list({ status: 'approved' }))).toEqual(['Alma Approved', 'Ana Approved']);
    expect(names(await list({ status: 4 }))).toEqual(['Rita One']);
    expect(names(await list({ status: 3 }))).toEqual(['Lia Limited']);
    const empty = await list({ status: 8 });
    expect(empty.json()).toMatchObject({ items: [], pagination: { total: 0, totalPages: 0 } });
  });

  it('filters by gender and searches name, e-mail or whole id; the queue counts stay whole', async () => {
    const male = await list({ status: 1, gender: 'm' });
    expect(names(male)).toEqual(['Pedro Pending']);
    expect(male.json()).toMatchObject({ pendingTotalCount: 3, reverifyTwoTotalCount: 2 });
    expect(names(await list({ status: 5, gender: 'f' }))).toEqual(['Rosa Two']);
    expect(names(await list({ search: 'pAuL' }))).toEqual(['Paula Pending']);
    expect(names(await list({ searchBy: 'identifier', search: 'priya@' }))).toEqual(['Priya Pending']);
    expect(names(await list({ searchBy: 'identifier', search: 'Paula' }))).toEqual([]);
    expect(names(await list({ searchBy: 'userId', search: ids.pedro }))).toEqual(['Pedro Pending']);
    expect(names(await list({ searchBy: 'userId', search: ids.ana }))).toEqual([]);
  });

  it('pages', async () => {
    const res = await list({ pageNo: 2, pageLimit: 2 });
    expect(names(res)).toEqual(['Priya Pending']);
    expect(res.json().pagination).toEqual({
      total: 3,
      totalCapped: false,
      current: 2,
      totalPages: 2,
      pageLimit: 2,
    });
  });

  it('refuses bad input with a message, and no token', async () => {
    for (const body of [
      { status: 9 },
      { status: 'gone' },
      { pageLimit: 101 },
      { gender: 'x' },
      { searchBy: 'bio' },
    ]) {
      const res = await list(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await list({ searchBy: 'userId', search: 'abc' })).statusCode).toBe(400);
    expect((await list({}, {})).statusCode).toBe(401);
  });
});

describe('GET /api/profiles/review/{id}', () => {
  it('answers the card, 404 for an unknown member, 400 for a bad id, 401 without a token', async () => {
    expect(await card(ids.alma)).toMatchObject({
      nickName: 'Alma Approved',
      userStatus: 'approved',
      photoStatuses: { p_1: 'approved', p_2: 'rejected' },
    });
    const get = (id: string, headers: Record<string, string> = as()) =>
      t.app.inject({ method: 'GET', url: `/api/profiles/review/${id}`, headers });
    const missing = await get('00000000-0000-4000-8000-000000000009');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ valid: false, message: texts.notFound });
    expect((await get('nope')).statusCode).toBe(400);
    expect((await get(ids.alma, {})).statusCode).toBe(401);
  });
});

describe('POST /api/profiles/update-status: refusals write nothing', () => {
  const cases: [string, Partial<UpdateStatusBody>, Partial<typeof members.$inferInsert>, string][] = [
    ['Block and OnHold', { isBlock: true, isOnHold: true, adminComments: 'x' }, {}, texts.blockAndHold],
    ['Block without comments', { isBlock: true, adminComments: '  ' }, {}, texts.blockNeedsComments],
    [
      'OnHold on a limited profile',
      { isOnHold: true, adminComments: 'x' },
      { userStatus: 'limited' },
      texts.holdNotForStatus('limited'),
    ],
    [
      'OnHold on a blocked profile',
      { isOnHold: true, adminComments: 'x' },
      { userStatus: 'blocked' },
      texts.holdNotForStatus('blocked'),
    ],
    [
      'OnHold on app 1.2.1',
      { isOnHold: true, adminComments: 'x' },
      { appVersion: '1.2.1', appVersionCode: 10201 },
      texts.holdNotForVersion,
    ],
    ['OnHold without comments', { isOnHold: true }, {}, texts.holdNeedsComments],
    [
      'a status for a position without a photo',
      { statusUpdates: { p_1: 'approved', p_2: 'approved', p_3: 'approved' } },
      {},
      texts.noSuchPhoto('p_3'),
    ],
    ['a photo left pending', { statusUpdates: { p_1: 'approved', p_2: 'pending' } }, {}, texts.imagesPending],
    ['a photo not sent', { statusUpdates: { p_1: 'approved' } }, {}, texts.imagesPending],
    [
      'a member pending deletion',
      { statusUpdates: { p_1: 'approved', p_2: 'approved' } },
      { isDeleted: true, deletedAt: new Date() },
      texts.pendingDeletion,
    ],
  ];
  for (const [what, body, member, message] of cases) {
    it(`refuses ${what}`, async () => {
      const id = await reviewable({ nickName: what, ...member });
      const res = await submit({
        userId: id,
        isBlock: false,
        isOnHold: false,
        version: 1,
        statusUpdates: {},
        ...body,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ valid: false, message });
      expect(await audits(id)).toEqual([]);
      expect((await photoRows(id)).map((p) => p.status)).toEqual(['pending', 'pending']);
      expect(await memberRow(id)).toMatchObject({
        version: 1,
        isBlocked: false,
        isOnHold: false,
        adminComments: null,
      });
    });
  }

  it('refuses an unknown member (404), a missing version or bad decision (400), no token (401)', async () => {
    const unknown = await submit({
      userId: '00000000-0000-4000-8000-000000000009',
      isBlock: false,
      isOnHold: false,
      statusUpdates: {},
      version: 1,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(texts.notFound);
    const noVersion = await submit({
      userId: ids.lia,
      isBlock: false,
      isOnHold: false,
      statusUpdates: { p_1: 'rejected' },
    });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().message).toMatch(/version/);
    const bad = await submit({
      userId: ids.lia,
      isBlock: false,
      isOnHold: false,
      version: 1,
      statusUpdates: { p_1: 'maybe' as PhotoStatus },
    });
    expect(bad.statusCode).toBe(400);
    const anon = await t.app.inject({ method: 'POST', url: '/api/profiles/update-status', payload: {} });
    expect(anon.statusCode).toBe(401);
  });
});

describe('POST /api/profiles/update-status: resulting status', () => {
  it('approves with one approved photo: photos reviewed by the moderator, version up, one audit row', async () => {
    const id = await reviewable({ nickName: 'To approve', adminComments: 'old note' }, [
      'pending',
      'pending',
      'pending',
    ]);
    const res = await submit({
      userId: id,
      isBlock: false,
      isOnHold: false,
      adminComments: ' fine ',
      statusUpdates: { p_1: 'rejected', p_2: 'approved', p_3: 'rejected' },
      version: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      valid: true,
      message: texts.saved,
      data: { userStatus: 'approved', version: 2, adminComments: 'fine' },
    });
    const photos = await photoRows(id);
    expect(photos.map((p) => p.status)).toEqual(['rejected', 'approved', 'rejected']);
    expect(photos.every((p) => p.reviewedBy === moderator.id && p.reviewedAt)).toBe(true);
    const row = await memberRow(id);
    expect(row).toMatchObject({ userStatus: 'approved', version: 2, adminModifiedBy: moderator.id });
    const [audit, ...more] = await audits(id);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({
      actorId: moderator.id,
      actorName: 'admin 2',
      before: {
        userStatus: 'pending',
        adminComments: 'old note',
        photoStatuses: { p_1: 'pending', p_2: 'pending', p_3: 'pending' },
      },
      after: {
        userStatus: 'approved',
        adminComments: 'fine',
        photoStatuses: { p_1: 'rejected', p_2: 'approved', p_3: 'rejected' },
      },
    });
    expect(names(await list({ status: 2, search: 'To approve' }))).toEqual(['To approve']);
  });

  it('limits when every photo is rejected, and when there is no photo', async () => {
    const id = await reviewable({ nickName: 'All rejected' });
    const res = await submit({
      userId: id,
      isBlock: false,
      isOnHold: false,
      statusUpdates: { p_1: 'rejected', p_2: 'rejected' },
      version: 1,
    });
    expect(res.json().data.userStatus).toBe('limited');
    const bare = await reviewable({ nickName: 'No photos' }, []);
    const none = await submit({
      userId: bare,
      isBlock: false,
      isOnHold: false,
      statusUpdates: {},
      version: 1,
    });
    expect(none.json().data.userStatus).toBe('limited');
  });

  it('blocks (every photo rejected), then a later review unblocks', async () => {
    const id = await reviewable({ nickName: 'To block' }, ['approved', 'pending']);
    const res = await submit({
      userId: id,
      isBlock: true,
      isOnHold: false,
      adminComments: 'fake photos',
      statusUpdates: { p_1: 'approved' },
      version: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await photoRows(id)).map((p) => p.status)).toEqual(['rejected', 'rejected']);
    expect(await memberRow(id)).toMatchObject({
      userStatus: 'blocked',
      isBlocked: true,
      adminComments: 'fake photos',
    });
    expect((await memberRow(id)).blockedAt).not.toBeNull();
    expect(names(await list({ status: 6, search: 'To block' }))).toEqual(['To block']);
    const again = await submit({
      userId: id,
      isBlock: false,
      isOnHold: false,
      statusUpdates: { p_1: 'approved', p_2: 'rejected' },
      version: 2,
    });
    expect(again.json().data).toMatchObject({ userStatus: 'approved', isBlocked: false });
    expect((await memberRow(id)).blockedAt).toBeNull();
  });

  it('puts on hold with the moderator and the comments as reason; leaving OnHold clears them', async () => {
    const id = await reviewable({ nickName: 'To hold', appVersion: '1.2.0', appVersionCode: 10200 });
    const res = await submit({
      userId: id,
      isBlock: false,
      isOnHold: true,
      adminComments: 'new photos please',
      statusUpdates: { p_1: 'approved', p_2: 'rejected' },
      version: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await memberRow(id)).toMatchObject({
      userStatus: 'onHold',
      isOnHold: true,
      onHoldBy: moderator.id,
      onHoldReason: 'new photos please',
    });
    const since = (await memberRow(id)).onHoldAt;
    // another moderator keeps the hold with the same reason: who and when stay
    const kept = await submit(
      {
        userId: id,
        isBlock: false,
        isOnHold: true,
        adminComments: 'new photos please',
        statusUpdates: { p_1: 'approved', p_2: 'rejected' },
        version: 2,
      },
      t.superadmin,
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await memberRow(id)).toMatchObject({ onHoldBy: moderator.id, onHoldAt: since, version: 3 });
    const off = await submit({
      userId: id,
      isBlock: false,
      isOnHold: false,
      statusUpdates: { p_1: 'approved', p_2: 'rejected' },
      version: 3,
    });
    expect(off.statusCode).toBe(200);
    expect(await memberRow(id)).toMatchObject({
      userStatus: 'approved',
      isOnHold: false,
      onHoldBy: null,
      onHoldReason: null,
      onHoldAt: null,
    });
  });
});

describe('POST /api/profiles/update-status: two moderators', () => {
  it('answers 409 to the second submit on a stale view and keeps the first', async () => {
    const id = await reviewable({ nickName: 'Twice reviewed' });
    const first = await submit({
      userId: id,
      isBlock: false,
      isOnHold: false,
      statusUpdates: { p_1: 'approved', p_2: 'approved' },
      version: 1,
    });
    expect(first.statusCode).toBe(200);
    const second = await submit(
      {
        userId: id,
        isBlock: false,
        isOnHold: false,
        statusUpdates: { p_1: 'rejected', p_2: 'rejected' },
        version: 1,
      },
      t.superadmin,
    );
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(
      /^This profile was changed by someone else since you opened it \(by admin 2, .* UTC\)\. Reload to see it; your choices were not saved\.$/,
    );
    expect((await photoRows(id)).map((p) => p.status)).toEqual(['approved', 'approved']);
    expect(await memberRow(id)).toMatchObject({ userStatus: 'approved', version: 2 });
    expect(await audits(id)).toHaveLength(1);
  });

  it('lets only one of two simultaneous submits of one version through', async () => {
    const id = await reviewable({ nickName: 'Raced' });
    const body = { userId: id, isBlock: false, isOnHold: false, version: 1 };
    const answers = await Promise.all([
      submit({ ...body, statusUpdates: { p_1: 'approved', p_2: 'approved' } }),
      submit({ ...body, statusUpdates: { p_1: 'rejected', p_2: 'rejected' } }, t.superadmin),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await audits(id)).toHaveLength(1);
    expect((await memberRow(id)).version).toBe(2);
  });
});

describe('photo changes move approved profiles to re-verification', () => {
  const upload = async (id: string) => {
    const { payload, headers } = multipartFile('file', 'face.png', 'image/png', await samplePng());
    return t.app.inject({
      method: 'POST',
      url: `/api/user/profile-upload/${id}/public/${id}-${Date.now()}.jpg/0`,
      payload,
      headers: { ...headers, ...as() },
    });
  };

  it('a new photo beside an approved one: reverify_2; the new photo is pending', async () => {
    const id = await reviewable({ nickName: 'Adds one', userStatus: 'approved' }, ['approved']);
    const res = await upload(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('pending');
    expect((await memberRow(id)).userStatus).toBe('reverify_2');
  });

  it('removing the last approved photo: reverify_1; a pending profile stays pending', async () => {
    const id = await reviewable({ nickName: 'Removes one', userStatus: 'old_approved' }, [
      'approved',
      'rejected',
    ]);
    const [approved] = await photoRows(id);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/media-item/delete/${id}/${approved!.id}`,
      headers: as(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await memberRow(id)).userStatus).toBe('reverify_1');
    const pending = await reviewable({ nickName: 'Still pending' });
    await upload(pending);
    expect((await memberRow(pending)).userStatus).toBe('pending');
  });

  it('uploading a photo and deleting it again: back to approved, nothing left to review', async () => {
    const id = await reviewable({ nickName: 'Adds and removes', userStatus: 'approved' }, ['approved']);
    const added = await upload(id);
    expect(added.statusCode, added.body).toBe(200);
    expect((await memberRow(id)).userStatus).toBe('reverify_2');
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/media-item/delete/${id}/${added.json().data._id}`,
      headers: as(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await photoRows(id)).map((p) => p.status)).toEqual(['approved']);
    expect((await memberRow(id)).userStatus).toBe('approved');
    const queue = await t.app.inject({
      method: 'POST',
      url: '/api/profiles/profiles-status-list',
      payload: { pageNo: 1, pageLimit: 50, status: 5, search: 'Adds and removes', searchBy: 'name' },
      headers: as(),
    });
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().items).toEqual([]);
  });
});
