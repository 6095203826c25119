import { describe, expect, it } from 'vitest';
import { count, desc, eq } from 'drizzle-orm';
import {
  adminFormMessages,
  adminRuleMessages,
  commonMessages,
  inputMessages,
  type Admin,
} from '@orrery/contract';
import { schema } from '@orrery/db';
import { imageTooLarge } from '../../lib/images';
import {
  createTestApp,
  linkPattern,
  multipartFile,
  pngClaiming,
  samplePng,
  storedUrl,
  useTestApp,
} from '../../../test/helpers';

const t = useTestApp();

const as = (token: string) => t.auth(token);

/** admin/image-upload with one file, as the avatar picker sends it. */
function postImage(file: Buffer, name = 'face.png', token = t.superadmin.token) {
  const { payload, headers } = multipartFile('file', name, 'image/png', file);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/image-upload',
    payload,
    headers: { ...headers, ...as(token) },
  });
}

async function uploadImage(token = t.superadmin.token): Promise<string> {
  const res = await postImage(await samplePng(), 'face.png', token);
  expect(res.statusCode).toBe(200);
  return res.json().data.url;
}

let seq = 0;
async function newAdminBody(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return {
    nickName: `Moderator ${seq}`,
    identifier: `moderator${seq}@example.com`,
    password: 'a-long-password-1',
    cPassword: 'a-long-password-1',
    gender: 'f',
    user_type: 'admin',
    profession: 'Moderator',
    dob: '1990-04-12',
    tob: '08:30',
    pob: 'Hyderabad, Telangana, India',
    geo: { lat: 17.38504, lng: 78.48667 },
    profiles: [{ type: 'image', url: await uploadImage() }],
    ...overrides,
  };
}

const add = (body: object, token = t.superadmin.token) =>
  t.app.inject({ method: 'POST', url: '/api/admin/add-admin', payload: body, headers: as(token) });

const adminCount = async () => (await t.db.select({ n: count() }).from(schema.admins))[0]?.n ?? 0;

describe('POST /api/admin/add-admin', () => {
  it('adds an admin, keeps 4 decimals of the co-ordinates, and audits it', async () => {
    const body = await newAdminBody();
    const res = await add(body);
    expect(res.statusCode).toBe(200);
    const { data, message } = res.json<{ data: Admin; message: string }>();
    expect(message).toBe('Admin added successfully');
    expect(data).toMatchObject({
      nickName: body.nickName,
      identifier: body.identifier,
      user_type: 'admin',
      geo: { lat: 17.385, lng: 78.4867 },
    });
    expect(data).not.toHaveProperty('password');
    const [audit] = await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.entityId, data._id));
    expect(audit).toMatchObject({ action: 'admin.add', actorId: t.superadmin.id });
    expect(JSON.stringify(audit?.after)).not.toContain('passwordHash');
    const signedIn = await t.signIn(body.identifier, body.password);
    expect(signedIn).toBeTruthy();
  });

  it.each([
    ['passwords differ', { cPassword: 'something-else-1' }, "Two inputs don't match!"],
    ['no display name', { nickName: '' }, adminFormMessages.displayName],
    ['a bad e-mail', { identifier: 'not-an-email' }, adminFormMessages.emailInvalid],
    ['no gender', { gender: 'x' }, adminFormMessages.gender],
    ['no role', { user_type: 'root' }, adminFormMessages.role],
    [
      'a 17-year-old',
      { dob: new Date(Date.now() - 17 * 365.25 * 86_400_000).toISOString().slice(0, 10) },
      adminFormMessages.dobTooYoung,
    ],
    ['a future birth date', { dob: '2099-01-01' }, adminFormMessages.dobTooYoung],
    ['a birth date of year 0', { dob: '0000-01-01' }, inputMessages.dateRange('Date of birth')],
    ['a bad time of birth', { tob: '25:00' }, adminFormMessages.tob],
    ['no image', { profiles: [] }, 'No image uploaded'],
    [
      'an image that was never uploaded',
      { profiles: [{ type: 'image', url: '/files/admins/nope.jpg' }] },
      adminRuleMessages.imageNotUploaded,
    ],
  ])('refuses %s with 400 and writes nothing', async (_name, change, message) => {
    const before = await adminCount();
    const res = await add(await newAdminBody(change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ valid: false, message });
    expect(await adminCount()).toBe(before);
  });

  it('refuses a second admin with the same e-mail (409)', async () => {
    const body = await newAdminBody();
    expect((await add(body)).statusCode).toBe(200);
    const again = await add({ ...body, identifier: body.identifier.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(adminRuleMessages.emailTaken);
  });

  it('adds one of ten parallel requests with the same e-mail; the nine others get the 409', async () => {
    const body = await newAdminBody();
    const before = await adminCount();
    const answers = await Promise.all(Array.from({ length: 10 }, () => add(body)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(9).fill(409)]);
    for (const res of answers.filter((a) => a.statusCode === 409)) {
      expect(res.json()).toEqual({ valid: false, message: adminRuleMessages.emailTaken });
    }
    expect(await adminCount()).toBe(before + 1);
  });

  it('is for superadmins only (403) and needs a token (401)', async () => {
    const admin = await t.addAdmin('admin');
    const body = await newAdminBody();
    const res = await add(body, admin.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(adminRuleMessages.superadminOnly);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/add-admin', payload: body })).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/admin/admin-list', () => {
  it('pages, searches, filters by role and sorts', async () => {
    for (let i = 0; i < 3; i += 1) await add(await newAdminBody({ nickName: `Zeta listed ${i}` }));
    const get = (query: string, token = t.superadmin.token) =>
      t.app.inject({ method: 'GET', url: `/api/admin/admin-list?${query}`, headers: as(token) });

    const page = await get('pageNo=1&pageLimit=2&sortBy=nickName&orderBy=desc');
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.item).toHaveLength(2);
    expect(body.pagination).toMatchObject({ pageNo: 1, pageLimit: 2, totalUser: await adminCount() });
    expect(body.item[0].nickName >= body.item[1].nickName).toBe(true);

    const search = (await get('search=zeta%20LISTED&searchBy=nickName')).json();
    expect(search.item.map((a: Admin) => a.nickName).sort()).toEqual([
      'Zeta listed 0',
      'Zeta listed 1',
      'Zeta listed 2',
    ]);

    const supers = (await get('user_type=superadmin')).json();
    expect(supers.item.every((a: Admin) => a.user_type === 'superadmin')).toBe(true);
    expect(supers.item.length).toBeGreaterThan(0);

    const today = new Date().toISOString().slice(0, 10);
    const loggedToday = (await get(`loginStartDate=${today}&loginEndDate=${today}`)).json();
    expect(loggedToday.item.map((a: Admin) => a._id)).toContain(t.superadmin.id);
    expect(loggedToday.item.every((a: Admin) => a.lastLoginAt !== null)).toBe(true);

    const admin = await t.addAdmin('admin');
    expect((await get('pageNo=1', admin.token)).statusCode).toBe(200);
  });

  it('treats % and _ in a search literally', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/admin-list?search=%25',
      headers: as(t.superadmin.token),
    });
    expect(res.json().item).toHaveLength(0);
  });

  it.each([
    ['a future date', 'createdStartDate=2099-01-01', 'Dates cannot be in the future.'],
    ['an unknown sort field', 'sortBy=password', 'Sort by must be one of: nickName'],
    ['a page size over 200', 'pageLimit=500', 'Page size must be at most 200'],
    ['a page number of 0', 'pageNo=0', 'Page number must be at least 1'],
    ['a malformed date', 'createdEndDate=12-01-2020', 'YYYY-MM-DD'],
    ['start after end', 'createdStartDate=2024-02-01&createdEndDate=2024-01-01', 'start date'],
  ])('refuses %s with 400', async (_name, query, fragment) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/admin-list?${query}`,
      headers: as(t.superadmin.token),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(fragment);
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/admin-list' })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/get-admin/{id}', () => {
  it('answers one admin, 404 for an unknown id, 400 for a malformed one, 401 without token', async () => {
    const created = (await add(await newAdminBody())).json().data as Admin;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/get-admin/${created._id}`,
      headers: as(t.superadmin.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(created);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/admin/get-admin/00000000-0000-4000-8000-000000000000',
      headers: as(t.superadmin.token),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ valid: false, message: 'Admin not found' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/get-admin/42', headers: as(t.superadmin.token) }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/admin/get-admin/${created._id}` })).statusCode,
    ).toBe(401);
  });
});

describe('PUT /api/admin/update-admin/{id}', () => {
  const update = (id: string, body: object, token = t.superadmin.token) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/update-admin/${id}`, payload: body, headers: as(token) });

  it('updates, bumps the version, audits before and after, and refuses a stale copy with 409', async () => {
    const created = (await add(await newAdminBody())).json().data as Admin;
    const { password: _p, cPassword: _c, ...fields } = await newAdminBody({ identifier: created.identifier });
    const res = await update(created._id, {
      ...fields,
      profession: 'Lead moderator',
      version: created.version,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Admin updated successfully',
      data: { profession: 'Lead moderator', version: 2 },
    });
    const [audit] = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entityId, created._id))
      .orderBy(desc(schema.auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({
      action: 'admin.update',
      before: { profession: 'Moderator' },
      after: { profession: 'Lead moderator' },
    });

    const stale = await update(created._id, {
      ...fields,
      profession: 'Overwriter',
      version: created.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(adminRuleMessages.staleEdit);
    const now = await t.app.inject({
      method: 'GET',
      url: `/api/admin/get-admin/${created._id}`,
      headers: as(t.superadmin.token),
    });
    expect(now.json().data.profession).toBe('Lead moderator');
  });

  it('refuses an update without image, by an admin, and of an unknown id', async () => {
    const created = (await add(await newAdminBody())).json().data as Admin;
    const { password: _p, cPassword: _c, ...fields } = await newAdminBody({ identifier: created.identifier });
    const noImage = await update(created._id, { ...fields, profiles: [], version: 1 });
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json().message).toBe('Please Upload the Image');
    const admin = await t.addAdmin('admin');
    expect((await update(created._id, { ...fields, version: 1 }, admin.token)).statusCode).toBe(403);
    expect((await update('00000000-0000-4000-8000-000000000000', { ...fields, version: 1 })).statusCode).toBe(
      404,
    );
  });

  it('refuses co-ordinates that are no finite number and a year-0 birth date, writes nothing, and the list still answers', async () => {
    const created = (await add(await newAdminBody())).json().data as Admin;
    const { password: _p, cPassword: _c, ...fields } = await newAdminBody({ identifier: created.identifier });
    for (const [change, message] of [
      [{ geo: { lat: 'Infinity', lng: 10 } }, inputMessages.notFinite('geo.lat')],
      [{ geo: { lat: 10, lng: '-1e999' } }, inputMessages.notFinite('geo.lng')],
      [{ dob: '0000-01-01' }, inputMessages.dateRange('Date of birth')],
    ] as const) {
      const res = await update(created._id, { ...fields, ...change, version: created.version });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json()).toEqual({ valid: false, message });
    }
    const now = await t.app.inject({
      method: 'GET',
      url: `/api/admin/get-admin/${created._id}`,
      headers: as(t.superadmin.token),
    });
    expect(now.json().data).toMatchObject({ geo: created.geo, dob: created.dob, version: created.version });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/admin-list',
      headers: as(t.superadmin.token),
    });
    expect(list.statusCode).toBe(200);
  });

  it('never demotes the last superadmin', async () => {
    const solo = await createTestApp();
    try {
      const image = await (async () => {
        const { payload, headers } = multipartFile('file', 'a.png', 'image/png', await samplePng());
        const res = await solo.app.inject({
          method: 'POST',
          url: '/api/admin/image-upload',
          payload,
          headers: { ...headers, ...solo.auth(solo.superadmin.token) },
        });
        return res.json().data.url as string;
      })();
      const res = await solo.app.inject({
        method: 'PUT',
        url: `/api/admin/update-admin/${solo.superadmin.id}`,
        headers: solo.auth(solo.superadmin.token),
        payload: {
          nickName: 'Root',
          identifier: solo.superadmin.identifier,
          gender: 'm',
          user_type: 'admin',
          profession: 'Ops',
          dob: '1980-01-01',
          tob: '10:00',
          pob: 'Lisbon',
          geo: { lat: 38.7, lng: -9.1 },
          profiles: [{ type: 'image', url: image }],
          version: 1,
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(adminRuleMessages.lastSuperadmin);
    } finally {
      await solo.close();
    }
  });
});

describe('DELETE /api/admin/delete-admin/{id}', () => {
  const del = (id: string, token = t.superadmin.token) =>
    t.app.inject({ method: 'DELETE', url: `/api/admin/delete-admin/${id}`, headers: as(token) });

  it('deletes an admin, ends their sessions at once and audits it', async () => {
    const victim = await t.addAdmin('admin');
    const res = await del(victim.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ valid: true, message: 'Admin deleted successfully' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/admin-list', headers: as(victim.token) }))
        .statusCode,
    ).toBe(401);
    const [audit] = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entityId, victim.id))
      .orderBy(desc(schema.auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ action: 'admin.delete', actorId: t.superadmin.id });
    expect((await del(victim.id)).statusCode).toBe(404);
  });

  it('refuses pointing an avatar at a file the admin does not own, and keeps a file another admin shows', async () => {
    const pool = await t.app.deps.storage.put('members/pool/f-000.jpg', await samplePng(), 'image/jpeg');
    const created = (await add(await newAdminBody())).json<{ data: Admin }>().data;
    const { password: _p, cPassword: _c, ...base } = await newAdminBody();
    const update = (url: string, version: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/update-admin/${created._id}`,
        payload: { ...base, identifier: created.identifier, profiles: [{ type: 'image', url }], version },
        headers: as(t.superadmin.token),
      });
    for (const url of [pool, `${pool}?e=1&s=x`, '/files/admins/../members/pool/f-000.jpg']) {
      const res = await update(url, 1);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe(adminRuleMessages.imageNotUploaded);
    }
    // a second admin shows the first one's avatar: deleting the second leaves it in place
    const avatar = created.profiles[0]!.url;
    const shared = await update(avatar, 1);
    expect(shared.statusCode, shared.body).toBe(200);
    const twin = (await add(await newAdminBody({ profiles: [{ type: 'image', url: avatar }] }))).json<{
      data: Admin;
    }>().data;
    expect((await del(twin._id)).statusCode).toBe(200);
    const stored = storedUrl(avatar);
    expect(await t.app.deps.storage.has(stored)).toBe(true);
    expect((await del(created._id)).statusCode).toBe(200);
    expect(await t.app.deps.storage.has(stored)).toBe(false);
    expect(await t.app.deps.storage.has(pool)).toBe(true);
  });

  it('refuses deleting yourself, and an admin deleting anyone', async () => {
    const self = await del(t.superadmin.id);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(adminRuleMessages.cannotDeleteSelf);
    const admin = await t.addAdmin('admin');
    const other = await t.addAdmin('admin');
    expect((await del(other.id, admin.token)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/delete-admin/${other.id}` })).statusCode,
    ).toBe(401);
    expect((await del('nope')).statusCode).toBe(400);
  });
});

describe('POST /api/admin/image-upload', () => {
  it('re-encodes a real image as JPEG and serves it under /files/ through a signed link only', async () => {
    const url = await uploadImage();
    expect(url).toMatch(new RegExp(linkPattern('^/files/admins/[0-9a-f-]{36}\\.jpg')));
    const file = await t.download(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toMatch(/^private, max-age=\d+, immutable$/);
    expect(file.body.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const plain = await t.app.inject({ method: 'GET', url: storedUrl(url) });
    expect(plain.statusCode).toBe(403);
    expect(plain.json()).toEqual({ valid: false, message: commonMessages.fileLinkInvalid });
    // one character of the signature changed (the local link's s=, S3's X-Amz-Signature=)
    const tampered = url.replace(
      /([?&](?:s|X-Amz-Signature)=)(.)/,
      (_all, name: string, first: string) => name + (first === 'A' || first === 'a' ? 'b' : 'a'),
    );
    expect(tampered).not.toBe(url);
    expect((await t.download(tampered)).statusCode).toBe(403);
  });

  it('judges by content, not name: a text file called .png is refused', async () => {
    const res = await postImage(Buffer.from('not really an image'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('not an image');
  });

  it('says an image is too large rather than not an image', async () => {
    for (const [width, height] of [
      [20000, 20000],
      [7000, 6000],
    ] as const) {
      const res = await postImage(await pngClaiming(width, height), 'big.png');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(imageTooLarge(width, height));
    }
  });

  it.each([
    ['garbage', 'multipart/form-data; boundary=x', 'garbage'],
    ['garbage after the boundary', 'multipart/form-data; boundary=x', '--x\r\ngarbage\r\n'],
    ['no boundary', 'multipart/form-data', '--x\r\n\r\n--x--\r\n'],
  ])(
    'refuses a body that is no multipart form (%s) with 400 and the reason',
    async (_name, type, payload) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/image-upload',
        payload,
        headers: { ...as(t.superadmin.token), 'content-type': type },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ valid: false, message: inputMessages.multipart });
    },
  );

  it('refuses an admin (403), no token (401) and a request without a file (400)', async () => {
    const admin = await t.addAdmin('admin');
    const { payload, headers } = multipartFile('file', 'a.png', 'image/png', await samplePng());
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/image-upload',
          payload,
          headers: { ...headers, ...as(admin.token) },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/image-upload', payload, headers })).statusCode,
    ).toBe(401);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/admin/image-upload',
      payload: {},
      headers: as(t.superadmin.token),
    });
    expect(empty.statusCode).toBe(400);
  });
});
