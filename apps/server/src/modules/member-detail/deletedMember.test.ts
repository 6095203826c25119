import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { memberRuleMessages, type Member } from '@orrery/contract';
import { schema } from '@orrery/db';
import { createTestApp, multipartFile, samplePng, type TestContext } from '../../../test/helpers';
import { insertMember } from '../../../test/members';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const headers = () => t.auth(t.superadmin.token);
const deletedAt = new Date('2026-10-01T09:30:00.000Z');

async function load(id: string): Promise<Member> {
  const res = await t.app.inject({ method: 'GET', url: `/api/user/item/${id}`, headers: headers() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Member }>().data;
}

const memberRow = async (id: string) =>
  (await t.db.select().from(schema.members).where(eq(schema.members.id, id)))[0];
const edits = (id: string) =>
  t.db
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.entityId, id), eq(schema.auditLog.action, 'member.edit')));

describe('a deleted member (Pending Deletion) on the member detail', () => {
  it('answers since when it is deleted and until when it is kept (60 days by default)', async () => {
    const id = await insertMember(t.db, { isDeleted: true, deletedAt, isActive: false });
    expect(await load(id)).toMatchObject({
      isDeleted: true,
      deletedAt: '2026-10-01T09:30:00.000Z',
      keptUntil: '2026-11-30T09:30:00.000Z',
    });
    const alive = await insertMember(t.db);
    expect(await load(alive)).toMatchObject({ isDeleted: false, deletedAt: null, keptUntil: null });
  });

  it('refuses an edit with 400 and a clear message, and writes nothing', async () => {
    const id = await insertMember(t.db, { isDeleted: true, deletedAt });
    const member = await load(id);
    const before = await memberRow(id);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/user/edit/${id}`,
      payload: { ...member, nickName: 'Silently changed', adminComments: 'edited after deletion' },
      headers: headers(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      valid: false,
      message:
        'This account is deleted (pending deletion until its data is removed): it can no longer be edited.',
    });
    expect(await memberRow(id)).toEqual(before);
    expect(await edits(id)).toEqual([]);
    const anonymous = await t.app.inject({ method: 'PUT', url: `/api/user/edit/${id}`, payload: member });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses adding or removing a photo with 400, leaving the photos as they were', async () => {
    const id = await insertMember(t.db, { isDeleted: true, deletedAt });
    const [photo] = await t.db
      .insert(schema.memberPhotos)
      .values({ memberId: id, position: 1, url: '/files/members/pool/a.jpg', status: 'approved' })
      .returning();
    const { payload, headers: form } = multipartFile('file', 'face.png', 'image/png', await samplePng());
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/user/profile-upload/${id}/public/${id}-${Date.now()}.jpg/0`,
      payload,
      headers: { ...form, ...headers() },
    });
    expect(upload.statusCode).toBe(400);
    expect(upload.json().message).toBe(memberRuleMessages.deletedReadOnly);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/media-item/delete/${id}/${photo!.id}`,
      headers: headers(),
    });
    expect(remove.statusCode).toBe(400);
    expect(remove.json().message).toBe(memberRuleMessages.deletedReadOnly);
    const photos = await t.db.select().from(schema.memberPhotos).where(eq(schema.memberPhotos.memberId, id));
    expect(photos).toEqual([photo]);
  });
});
