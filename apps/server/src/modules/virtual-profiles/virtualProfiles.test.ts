import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { virtualProfileTexts as v, type VirtualImport } from '@orrery/contract';
import { schema } from '@orrery/db';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { insertMember } from '../../../test/members';
import { pngParts, postImages, profileRow } from '../../../test/virtualProfiles';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const add = (body: unknown, token: string | null = t.superadmin.token) =>
  t.app.inject({
    method: 'POST',
    url: '/api/fakeProfile/add-fack-profile',
    payload: body as object,
    headers: token ? t.auth(token) : {},
  });
const memberCount = async () => (await t.db.select({ n: count() }).from(schema.members))[0]?.n ?? 0;

describe('POST /api/fakeProfile/add-fack-profile', () => {
  it('refuses while the image library is empty, creating nobody', async () => {
    const before = await memberCount();
    const res = await add(profileRow());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ valid: false, message: v.libraryEmpty });
    expect(await memberCount()).toBe(before);
  });

  it('creates a complete member with role demo, its birth time local to the birth place, a library photo and a chart', async () => {
    const upload = await postImages(t, await pngParts(2));
    expect(upload.statusCode, upload.body).toBe(200);
    const row = profileRow({ row: 4, name: 'Ana Souza', dob: '1992-06-15T09:30:00.000Z' });
    const res = await add(row);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Row 4 Data uploaded successfully!');
    const id = res.json<{ data: { _id: string; imageId: string } }>().data._id;

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/user/item/${id}`,
      headers: t.auth(t.superadmin.token),
    });
    expect(detail.statusCode, detail.body).toBe(200);
    const member = detail.json().data;
    expect(member).toMatchObject({ nickName: 'Ana Souza', identifier: row.email, gender: 'f' });
    expect(member.roles).toEqual(['active', 'demo']);
    const [stored] = await t.db.select().from(schema.members).where(eq(schema.members.id, id));
    // 09:30 UTC is 15:00 in Mumbai (UTC+5:30)
    expect(stored).toMatchObject({
      dob: '1992-06-15',
      tob: '15:00',
      birthLat: 19.076,
      city: 'Pune',
      isDemo: true,
    });
    expect(stored).toMatchObject({
      isRegistrationComplete: true,
      jungianType: 'INFP',
      purpose: 'friendship',
    });
    const photos = await t.db.select().from(schema.memberPhotos).where(eq(schema.memberPhotos.memberId, id));
    const [image] = await t.db
      .select()
      .from(schema.fakeImages)
      .where(eq(schema.fakeImages.id, res.json().data.imageId));
    expect(photos).toHaveLength(1);
    expect(photos[0]).toMatchObject({ url: image?.url, status: 'approved', position: 1 });

    const chart = await t.app.inject({
      method: 'GET',
      url: `/api/user/item/${id}/chart`,
      headers: t.auth(t.superadmin.token),
    });
    expect(chart.statusCode, chart.body).toBe(200);
    expect(chart.json().data).toMatchObject({
      timeZone: 'Asia/Kolkata',
      timeKnown: true,
      local: '1992-06-15T15:00',
    });
  });

  it('reads a date of birth without a zone as the local time at the birth place', async () => {
    const res = await add(profileRow({ dob: '1990-01-02T23:45:00' }));
    expect(res.statusCode, res.body).toBe(200);
    const [stored] = await t.db
      .select()
      .from(schema.members)
      .where(eq(schema.members.id, res.json().data._id));
    expect(stored).toMatchObject({ dob: '1990-01-02', tob: '23:45' });
  });

  it.each([
    [{ dob: '15/06/1992' }, v.dobFormat(7)],
    [{ dob: '1992-02-30T10:00:00Z' }, v.dobFormat(7)],
    [{ dob: '0001-01-01T10:00:00Z' }, v.dobFormat(7)],
    [{ gender: 'x' }, v.gender(7)],
    [{ wants_to_meet: 'b' }, v.wantsToMeet(7)],
    [{ language: 'fr' }, v.language(7)],
    [{ purpose: 'marriage' }, v.purpose(7)],
    [{ jungian_type: 'ABCD' }, v.jungianType(7)],
    [{ email: 'not-an-email' }, v.email(7)],
    [{ pobLat: 91 }, v.number(7, 'Latitude of place of birth', -90, 90)],
    [{ age: 12 }, v.age(7)],
    [{ dob: '2020-01-01T00:00:00Z' }, v.adult(7)],
  ])('refuses %j with the message naming the row, creating nobody', async (change, message) => {
    const before = await memberCount();
    const res = await add(profileRow({ row: 7, ...change }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ valid: false, message });
    expect(await memberCount()).toBe(before);
  });

  it('refuses an e-mail a member already has, and an image not in the library', async () => {
    const taken = profileRow({ row: 2 });
    await insertMember(t.db, { identifier: taken.email });
    const res = await add(taken);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(v.emailTaken(2, taken.email));
    const image = await add(profileRow({ row: 3, image: '00000000-0000-4000-8000-000000000000' }));
    expect(image.json().message).toBe(v.imageNotFound(3));
  });

  it('refuses a body missing fields (400), no token (401), and lets every admin create', async () => {
    const { name: _drop, ...rest } = profileRow();
    expect((await add(rest)).statusCode).toBe(400);
    expect((await add(profileRow(), null)).statusCode).toBe(401);
    const admin = await t.addAdmin('admin');
    expect((await add(profileRow(), admin.token)).statusCode).toBe(200);
  });
});

const start = (rows: unknown[], token: string | null = t.superadmin.token) =>
  t.app.inject({
    method: 'POST',
    url: '/api/fakeProfile/import',
    payload: { rows },
    headers: token ? t.auth(token) : {},
  });
const progress = (id: string) =>
  t.app.inject({ method: 'GET', url: `/api/fakeProfile/import/${id}`, headers: t.auth(t.superadmin.token) });

describe('POST /api/fakeProfile/import and GET /api/fakeProfile/import/{id}', () => {
  it('creates a small file at once, every row with its own library image in turn', async () => {
    const rows = [1, 2, 3].map((row) => profileRow({ row }));
    const res = await start(rows);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ data: VirtualImport }>().data;
    expect(data).toMatchObject({ status: 'done', total: 3, done: 3, message: v.imported(3) });
    const made = await t.db
      .select()
      .from(schema.virtualProfiles)
      .where(eq(schema.virtualProfiles.importId, data._id));
    expect(made.map((m) => m.importRow).sort()).toEqual([0, 1, 2]);
    expect(new Set(made.map((m) => m.imageId)).size).toBe(2); // two pictures in the library, given in turn
    expect((await progress(data._id)).json().data.status).toBe('done');
  });

  it('refuses the whole file, naming every bad row, before creating anyone', async () => {
    const before = await memberCount();
    const rows = [
      profileRow({ row: 1 }),
      profileRow({ row: 2, gender: 'x' }),
      profileRow({ row: 3 }),
      profileRow({ row: 4, dob: 'yesterday' }),
    ];
    rows[2]!.email = rows[0]!.email;
    const res = await start(rows);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe([v.gender(2), v.emailRepeated(3, 1), v.dobFormat(4)].join('; '));
    expect(await memberCount()).toBe(before);
  });

  it('runs a large file in chunks as a job the console polls, and a second run creates nobody twice', async () => {
    const before = await memberCount();
    const rows = Array.from({ length: 1200 }, (_, i) => profileRow({ row: i + 1 }));
    const res = await start(rows);
    expect(res.statusCode, res.body).toBe(200);
    const started = res.json<{ data: VirtualImport }>().data;
    expect(started).toMatchObject({ total: 1200, message: v.importQueued(1200) });
    let state = started;
    for (let i = 0; i < 200 && state.status !== 'done'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      state = (await progress(started._id)).json<{ data: VirtualImport }>().data;
      expect(state.done).toBeLessThanOrEqual(1200);
    }
    expect(state).toMatchObject({ status: 'done', done: 1200, message: v.imported(1200) });
    expect(await memberCount()).toBe(before + 1200);
    // a retried job: the import is done, nothing more is created
    const { runVirtualImport } = await import('./imports');
    await runVirtualImport(t.db, started._id);
    expect(await memberCount()).toBe(before + 1200);
  });

  it('two runs of one import at once (a retried job beside the first) create every row once', async () => {
    const { runVirtualImport, startVirtualImport } = await import('./imports');
    const before = await memberCount();
    const actor = { id: t.superadmin.id, nickName: 'root' };
    const started = await startVirtualImport(
      t.db,
      actor,
      Array.from({ length: 1100 }, (_, i) => profileRow({ row: i + 1 })),
    );
    const [a, b] = await Promise.all([
      runVirtualImport(t.db, started._id),
      runVirtualImport(t.db, started._id),
    ]);
    expect(a.done).toBe(1100);
    expect(b.done).toBe(1100);
    expect(await memberCount()).toBe(before + 1100);
    // each member made once is in its own History once, naming the import and the file's row
    const audits = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'member.virtual.import'));
    const ofThis = audits.filter((a) => (a.after as { import: string }).import === started._id);
    expect(ofThis).toHaveLength(1100);
    expect(new Set(ofThis.map((a) => a.entityId)).size).toBe(1100);
    expect(ofThis.map((a) => (a.after as { row: number }).row).sort((x, y) => x - y)[1099]).toBe(1100);
  });

  it('refuses an unknown import (404), a bad id or empty rows (400) and no token (401)', async () => {
    const missing = await progress('00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(v.importNotFound);
    expect((await progress('nope')).statusCode).toBe(400);
    const empty = await start([]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Rows must hold from 1 to 20000 rows');
    const bad = await start([{ ...profileRow(), age: 'old' }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('age must be a whole number');
    expect((await start([profileRow()], null)).statusCode).toBe(401);
  });
});
