import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { profileRatingMessages, type ProfilesListAnswer } from '@orrery/contract';
import { schema } from '@orrery/db';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { insertMember } from '../../../test/members';

let t: TestContext;
let memberId: string;
let leavingId: string;
const edited = new Date('2024-06-01T12:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  memberId = await insertMember(t.db, { nickName: 'Rani', isRegistrationComplete: true, modifiedAt: edited });
  leavingId = await insertMember(t.db, { nickName: 'Gone', isRegistrationComplete: true, isDeleted: true });
});
afterAll(() => t.close());

const rate = (id: string, payload: unknown, token: string | null = t.superadmin.token) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/user/update-profile/${id}`,
    payload: payload as Record<string, unknown>,
    headers: token ? t.auth(token) : {},
  });
const member = async (id = memberId) => {
  const [row] = await t.db.select().from(schema.members).where(eq(schema.members.id, id));
  return row!;
};
const audits = (id = memberId) =>
  t.db
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.entityId, id), eq(schema.auditLog.action, 'member.rating')))
    .orderBy(schema.auditLog.id);
const counts = async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/profiles-list',
    payload: {},
    headers: t.auth(t.superadmin.token),
  });
  const body = res.json<ProfilesListAnswer>();
  return [body.totalRatedUser, body.totalUser];
};

describe('PUT /api/user/update-profile/{id}', () => {
  it('saves a rating: admin stamp, audit row, version bump, last edit kept, rated count up', async () => {
    expect(await counts()).toEqual([0, 1]);
    const res = await rate(memberId, { rating: 'no-face' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ valid: true, message: 'Rating saved', rating: 'no-face' });
    const row = await member();
    expect(row.rating).toBe('no-face');
    expect(row.ratedAt).toBeInstanceOf(Date);
    expect(row.version).toBe(2);
    expect(row.adminModifiedBy).toBe(t.superadmin.id);
    expect(row.adminModifiedAt).toBeInstanceOf(Date);
    expect(row.modifiedAt.toISOString()).toBe(edited.toISOString());
    const [audit] = await audits();
    expect(audit).toMatchObject({
      actorId: t.superadmin.id,
      entity: 'member',
      before: { rating: null, ratedAt: null },
      after: { rating: 'no-face' },
    });
    expect(await counts()).toEqual([1, 1]);
  });

  it('changes a rating without moving the rated count, and the same rating again writes nothing', async () => {
    const res = await rate(memberId, { rating: 'celeb' });
    expect(res.json()).toEqual({ valid: true, message: 'Rating saved', rating: 'celeb' });
    expect((await member()).version).toBe(3);
    expect(await counts()).toEqual([1, 1]);
    const again = await rate(memberId, { rating: 'celeb' });
    expect(again.statusCode).toBe(200);
    expect((await member()).version).toBe(3);
    const rows = await audits();
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ before: { rating: 'no-face' }, after: { rating: 'celeb' } });
  });

  it('clears a rating with null and the rated count falls', async () => {
    const res = await rate(memberId, { rating: null });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ valid: true, message: 'Rating cleared', rating: null });
    const row = await member();
    expect([row.rating, row.ratedAt, row.version]).toEqual([null, null, 4]);
    expect(row.modifiedAt.toISOString()).toBe(edited.toISOString());
    expect((await audits()).at(-1)).toMatchObject({ before: { rating: 'celeb' }, after: { rating: null } });
    expect(await counts()).toEqual([0, 1]);
  });

  it('makes an open member form of the same member stale (409)', async () => {
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/user/item/${memberId}`,
      headers: t.auth(t.superadmin.token),
    });
    const { data } = opened.json<{ data: Record<string, unknown> }>();
    await rate(memberId, { rating: 'age' });
    const save = await t.app.inject({
      method: 'PUT',
      url: `/api/user/edit/${memberId}`,
      payload: data,
      headers: t.auth(t.superadmin.token),
    });
    expect(save.statusCode).toBe(409);
  });

  it('refuses unknown values with 400, listing the allowed ones, and writes nothing', async () => {
    const before = await member();
    const auditCount = (await audits()).length;
    for (const payload of [{ rating: 'ugly' }, { rating: 'all' }, { rating: 'unrated' }, {}, { rating: 3 }]) {
      const res = await rate(memberId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ message: string }>().message, JSON.stringify(payload)).toContain(
        profileRatingMessages.badRating,
      );
    }
    const bad = await rate('not-an-id', { rating: 'face' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('The member id is not valid.');
    expect(await member()).toEqual(before);
    expect(await audits()).toHaveLength(auditCount);
  });

  it('answers 404 for an unknown member and 400 for one pending deletion', async () => {
    const missing = await rate('00000000-0000-4000-8000-000000000000', { rating: 'face' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ valid: false, message: 'Member not found' });
    const leaving = await rate(leavingId, { rating: 'face' });
    expect(leaving.statusCode).toBe(400);
    expect(leaving.json()).toEqual({ valid: false, message: profileRatingMessages.pendingDeletion });
    expect((await member(leavingId)).rating).toBeNull();
  });

  it('needs a signed-in admin', async () => {
    const res = await rate(memberId, { rating: 'face' }, null);
    expect(res.statusCode).toBe(401);
    expect(res.json().valid).toBe(false);
  });
});
