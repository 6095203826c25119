import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { inputMessages, memberRuleMessages, type MediaItem, type Member } from '@orrery/contract';
import { schema } from '@orrery/db';
import { NOT_AN_IMAGE } from '../../lib/images';
import { linkPattern, multipartFile, samplePng, storedUrl, useTestApp } from '../../../test/helpers';
import { insertMember } from '../../../test/members';

const t = useTestApp();

const as = () => t.auth(t.superadmin.token);
/** The bytes a signed link serves (from the app, or from the bucket on S3). */
const fileOf = async (link: string) => {
  const res = await t.download(link);
  expect(res.statusCode, link).toBe(200);
  return res.body;
};
const isStored = (link: string) => t.app.deps.storage.has(storedUrl(link));

async function upload(id: string, content: Buffer, name = 'face.png', type = 'image/png', path?: string) {
  const { payload, headers } = multipartFile('file', name, type, content);
  return t.app.inject({
    method: 'POST',
    url: path ?? `/api/user/profile-upload/${id}/public/${id}-${Date.now()}.jpg/0`,
    payload,
    headers: { ...headers, ...as() },
  });
}

const remove = (userId: string, mediaId: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/user/media-item/delete/${userId}/${mediaId}`, headers: as() });

describe('POST /api/user/profile-upload/{id}/public/{id}-{timestamp}.jpg/{x}', () => {
  it('stores a re-encoded JPEG and a thumbnail under 20 KB, and lists it on the member', async () => {
    const id = await insertMember(t.db);
    const res = await upload(id, await samplePng(1600, 1200));
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json<{ data: MediaItem }>().data;
    expect(item).toMatchObject({
      mime: 'image/jpeg',
      source: 'admin',
      position: 1,
      attributes: { width: 1080, height: 810 },
    });
    expect(item.filename).toMatch(new RegExp(linkPattern(`^/files/members/${id}/[0-9a-f-]{36}\\.jpg`)));
    const thumb = item.variants[0]?.filename ?? '';
    expect(thumb).toMatch(new RegExp(linkPattern(`^/files/members/${id}/[0-9a-f-]{36}-thumb\\.jpg`)));
    const meta = await sharp(await fileOf(item.filename)).metadata();
    expect(meta.format).toBe('jpeg');
    const thumbMeta = await sharp(await fileOf(thumb)).metadata();
    expect(Math.max(thumbMeta.width ?? 0, thumbMeta.height ?? 0)).toBe(200);
    expect(thumbMeta.size ?? 0).toBeLessThan(20_000);
    const member = await t.app.inject({ method: 'GET', url: `/api/user/item/${id}`, headers: as() });
    expect(member.json<{ data: Member }>().data.profiles[0]?.mediaItems.map((m) => m._id)).toEqual([
      item._id,
    ]);
    expect(member.json<{ data: Member }>().data.adminModifiedAtDate).not.toBeNull();
  });

  it('refuses a text file named .jpg, by its content', async () => {
    const id = await insertMember(t.db);
    const res = await upload(id, Buffer.from('this is not a picture'), 'face.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ valid: false, message: NOT_AN_IMAGE });
  });

  it('refuses a 7th photo with a clear message', async () => {
    const id = await insertMember(t.db);
    const png = await samplePng();
    for (let i = 0; i < 6; i++) expect((await upload(id, png)).statusCode).toBe(200);
    const seventh = await upload(id, png);
    expect(seventh.statusCode).toBe(400);
    expect(seventh.json().message).toBe(memberRuleMessages.tooManyPhotos(6));
    const rows = await t.db.select().from(schema.memberPhotos).where(eq(schema.memberPhotos.memberId, id));
    expect(rows.map((r) => r.position).sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('refuses a path whose file name is not the member’s, an unknown member, and no token', async () => {
    const id = await insertMember(t.db);
    const other = await insertMember(t.db);
    const png = await samplePng();
    const wrong = await upload(
      id,
      png,
      'a.png',
      'image/png',
      `/api/user/profile-upload/${id}/public/${other}-1.jpg/0`,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(memberRuleMessages.uploadName);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (
        await upload(
          unknown,
          png,
          'a.png',
          'image/png',
          `/api/user/profile-upload/${unknown}/public/${unknown}-1.jpg/0`,
        )
      ).statusCode,
    ).toBe(404);
    const { payload, headers } = multipartFile('file', 'a.png', 'image/png', png);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/user/profile-upload/${id}/public/${id}-1.jpg/0`,
      payload,
      headers,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/user/profile-upload/…: a body that is no multipart form', () => {
  it.each([
    ['garbage', 'multipart/form-data; boundary=x', 'garbage'],
    ['garbage after the boundary', 'multipart/form-data; boundary=x', '--x\r\ngarbage\r\n'],
    ['no boundary', 'multipart/form-data', '--x\r\n\r\n--x--\r\n'],
    [
      'a file cut short',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\u0089PNG',
    ],
  ])('refuses %s with 400 and the reason, and stores no photo', async (_name, type, payload) => {
    const id = await insertMember(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/user/profile-upload/${id}/public/${id}-1.jpg/0`,
      payload,
      headers: { ...as(), 'content-type': type },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ valid: false, message: inputMessages.multipart });
    const rows = await t.db.select().from(schema.memberPhotos).where(eq(schema.memberPhotos.memberId, id));
    expect(rows).toEqual([]);
  });
});

describe('DELETE /api/user/media-item/delete/{userId}/{mediaId}', () => {
  it('removes the row and its files, with its message', async () => {
    const id = await insertMember(t.db);
    const item = (await upload(id, await samplePng())).json<{ data: MediaItem }>().data;
    expect(await isStored(item.filename)).toBe(true);
    const res = await remove(id, item._id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ valid: true, message: 'File deleted success' });
    const rows = await t.db.select().from(schema.memberPhotos).where(eq(schema.memberPhotos.id, item._id));
    expect(rows).toHaveLength(0);
    expect(await isStored(item.filename)).toBe(false);
    expect(await isStored(item.variants[0]?.filename ?? '')).toBe(false);
    expect((await remove(id, item._id)).statusCode).toBe(404);
  });

  it('keeps files another member’s photo still uses (the shared demo pool)', async () => {
    const a = await insertMember(t.db);
    const b = await insertMember(t.db);
    const item = (await upload(a, await samplePng())).json<{ data: MediaItem }>().data;
    const [copy] = await t.db
      .insert(schema.memberPhotos)
      .values({
        memberId: b,
        position: 1,
        url: storedUrl(item.filename),
        thumbUrl: storedUrl(item.variants[0]?.filename ?? ''),
      })
      .returning();
    expect((await remove(a, item._id)).statusCode).toBe(200);
    expect(await isStored(item.filename)).toBe(true);
    expect((await remove(b, copy?.id ?? '')).statusCode).toBe(200);
    expect(await isStored(item.filename)).toBe(false);
  });

  it('answers 404 for another member’s photo and 400 for a bad id', async () => {
    const a = await insertMember(t.db);
    const b = await insertMember(t.db);
    const item = (await upload(a, await samplePng())).json<{ data: MediaItem }>().data;
    expect((await remove(b, item._id)).statusCode).toBe(404);
    expect((await remove(a, 'nope')).statusCode).toBe(400);
  });
});
