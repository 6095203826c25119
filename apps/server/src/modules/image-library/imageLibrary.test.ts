import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { imageLibraryTexts as t_, inputMessages, skipLimitMessages, type FakeImage } from '@orrery/contract';
import { schema } from '@orrery/db';
import { createTestApp, signedLink, storedUrl, type TestContext } from '../../../test/helpers';
import { pngParts, postImages } from '../../../test/virtualProfiles';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const imageCount = async () => (await t.db.select({ n: count() }).from(schema.fakeImages))[0]?.n ?? 0;
const list = (skip: number, limit: number, token: string | null = t.superadmin.token) =>
  t.app.inject({
    method: 'GET',
    url: `/api/fakeProfile/images-list/${skip}/${limit}/`,
    headers: token ? t.auth(token) : {},
  });

describe('POST /api/fakeProfile/upload-image', () => {
  it('adds 1 to 10 pictures, re-encoded as JPEG, titled by the form or by the file name, served by signed links', async () => {
    const before = await imageCount();
    const res = await postImages(t, [...(await pngParts(3)), { field: 'title', content: ' Beach ' }]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ success: boolean; message: string; data: FakeImage[] }>();
    expect(body.success).toBe(true);
    expect(body.message).toBe('3 image(s) uploaded successfully');
    expect(body.data.map((i) => i.title)).toEqual(['Beach', 'Beach', 'Beach']);
    for (const image of body.data) {
      expect(image.filename).toEqual(signedLink(storedUrl(image.filename)));
      expect(storedUrl(image.filename)).toMatch(/^\/files\/members\/pool\/library\/[0-9a-f-]{36}\.jpg$/);
      const file = await t.download(image.filename);
      expect(file.statusCode).toBe(200);
      expect(file.body.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    }
    expect(await imageCount()).toBe(before + 3);

    const untitled = await postImages(t, await pngParts(1));
    expect(untitled.json<{ data: FakeImage[] }>().data[0]?.title).toBe('face-1');

    const ten = await postImages(t, await pngParts(10, 'files'));
    expect(ten.statusCode, ten.body).toBe(200);
    expect(ten.json().message).toBe('10 image(s) uploaded successfully');
  });

  it('refuses no file and more than 10 with their messages, writing nothing', async () => {
    const before = await imageCount();
    const none = await postImages(t, [{ field: 'title', content: 'x' }]);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ valid: false, message: t_.noImage });
    for (const n of [11, 14]) {
      const many = await postImages(t, await pngParts(n));
      expect(many.statusCode).toBe(400);
      expect(many.json()).toEqual({ valid: false, message: t_.tooMany });
    }
    expect(await imageCount()).toBe(before);
  });

  it('judges by content: a GIF, WebP or text file named .png refuses the upload, naming each file', async () => {
    const before = await imageCount();
    const [good] = await pngParts(1);
    const res = await postImages(t, [
      good!,
      { field: 'file', filename: 'notes.png', content: 'not an image at all' },
      { field: 'file', filename: 'anim.jpg', content: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;') },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Failed to upload notes\.png, anim\.jpg: /);
    expect(res.json().message).toContain('notes.png is not a JPG or PNG image.');
    expect(await imageCount()).toBe(before);
  });

  it('refuses a title over 100 characters, a body that is no multipart form, and no token', async () => {
    const long = await postImages(t, [...(await pngParts(1)), { field: 'title', content: 'x'.repeat(101) }]);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(t_.titleTooLong);
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/api/fakeProfile/upload-image',
      payload: 'garbage',
      headers: { ...t.auth(t.superadmin.token), 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toEqual({ valid: false, message: inputMessages.multipart });
    expect((await postImages(t, await pngParts(1), null)).statusCode).toBe(401);
  });

  it('is open to every admin, not only superadmins', async () => {
    const admin = await t.addAdmin('admin');
    expect((await postImages(t, await pngParts(1), admin.token)).statusCode).toBe(200);
  });
});

describe('GET /api/fakeProfile/images-list/{skip}/{limit}/', () => {
  it('pages the library newest first with its total', async () => {
    const total = await imageCount();
    const first = await list(0, 10);
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json<{ success: boolean; data: FakeImage[]; pagination: Record<string, number> }>();
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(Math.min(10, total));
    expect(body.pagination).toEqual({ total, currentPage: 1, totalPages: Math.ceil(total / 10) });
    const dates = body.data.map((i) => i.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await list(10, 10);
    expect(second.json().pagination.currentPage).toBe(2);
    const ids = new Set(body.data.map((i) => i._id));
    expect(second.json<{ data: FakeImage[] }>().data.some((i) => ids.has(i._id))).toBe(false);
  });

  it('refuses a bad skip or limit (400) and no token (401)', async () => {
    expect((await list(-1, 10)).statusCode).toBe(400);
    const big = await list(0, 101);
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toContain(skipLimitMessages.limit(100));
    expect((await list(0, 10, null)).statusCode).toBe(401);
  });
});
