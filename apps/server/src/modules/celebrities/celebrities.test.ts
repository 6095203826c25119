import { describe, expect, it, vi } from 'vitest';
import { count, desc, eq } from 'drizzle-orm';
import {
  celebrityFormMessages as m,
  celebrityRuleMessages as rules,
  type CelebrityDetail,
  type CelebrityListAnswer,
} from '@orrery/contract';
import { schema } from '@orrery/db';
import { NOT_AN_IMAGE } from '../../lib/images';
import { samplePng, signedLink, storedUrl, useTestApp } from '../../../test/helpers';
import {
  addCelebrity,
  celebrityBody,
  postCelebrityImage,
  uploadCelebrityImage,
} from '../../../test/celebrities';

const t = useTestApp();

const as = (token: string) => t.auth(token);
const celebrityCount = async () => (await t.db.select({ n: count() }).from(schema.celebrities))[0]?.n ?? 0;
const add = (body: object, token = t.superadmin.token) =>
  t.app.inject({ method: 'POST', url: '/api/celebrity/add-celebrity', payload: body, headers: as(token) });
const update = (id: string, body: object, token = t.superadmin.token) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/celebrity/update-celebrity/${id}`,
    payload: body,
    headers: as(token),
  });
const get = (id: string) =>
  t.app.inject({ method: 'GET', url: `/api/celebrity/get-celebrity/${id}`, headers: as(t.superadmin.token) });
const list = (query: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/celebrity/celebrity-list?${new URLSearchParams(query).toString()}`,
    headers: as(t.superadmin.token),
  });

describe('POST /api/celebrity/add-celebrity', () => {
  it('adds a celebrity: name title-cased, role demo, e-mail from name and timestamp, height in metres, audited', async () => {
    const before = Date.now();
    const body = await celebrityBody(t, { fullName: '  shah   rukh khan ' });
    const res = await add(body);
    expect(res.statusCode, res.body).toBe(200);
    const { data, message } = res.json<{ data: CelebrityDetail; message: string }>();
    expect(message).toBe('Celebrity added successfully');
    expect(data).toMatchObject({
      fullName: 'Shah Rukh Khan',
      nickName: 'Shah Rukh Khan',
      roles: ['demo'],
      active: true,
      status: 'unPublish',
      height: 1.73,
      celebrity_type: 'bollywood',
      celebrityRegion: 'IN-W',
      rodden: 'AA',
      jungian_type: 'ENFJ',
      geoCordinate: '19.0760 72.8777',
      hasChart: false,
      chart: null,
      version: 1,
    });
    const stamp = Number(/^shah\.rukh\.khan\.(\d+)@celebrities\.orrery\.test$/.exec(data.identifier)?.[1]);
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(stamp).toBeLessThanOrEqual(Date.now());
    expect(data.celebrity_profiles).toEqual([
      { type: 'image', url: signedLink(storedUrl(body.celebrity_profiles[0]?.url ?? '')), credit: 'Studio' },
    ]);
    const [audit] = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entityId, data._id))
      .orderBy(desc(schema.auditLog.createdAt));
    expect(audit).toMatchObject({ action: 'celebrity.add', actorId: t.superadmin.id });
  });

  it('the same name twice gets two e-mails', async () => {
    const a = await addCelebrity(t, { fullName: 'Twin Name' });
    const b = await addCelebrity(t, { fullName: 'Twin Name' });
    expect(a.identifier).not.toBe(b.identifier);
  });

  it('ten adds of one name at once: all ten added, each with its own e-mail', async () => {
    const body = await celebrityBody(t, { fullName: 'Crowded Name' });
    // all ten in one millisecond, as on a fast server: the e-mail's timestamp alone cannot tell them apart
    const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    const answers = await Promise.all(Array.from({ length: 10 }, () => add(body))).finally(() =>
      clock.mockRestore(),
    );
    expect(answers.map((a) => [a.statusCode, a.json<{ message: string }>().message])).toEqual(
      Array.from({ length: 10 }, () => [200, 'Celebrity added successfully']),
    );
    const emails = answers.map((a) => a.json<{ data: CelebrityDetail }>().data.identifier);
    expect(new Set(emails).size).toBe(10);
    for (const email of emails) expect(email).toMatch(/^crowded\.name\.\d+@celebrities\.orrery\.test$/);
  });

  it.each([
    ['fullName', m.fullName],
    ['gender', m.gender],
    ['celebrityRegion', m.region],
    ['height', m.height],
    ['profession', m.profession],
    ['rodden', m.rodden],
    ['jungian_type', m.jungianType],
    ['publicProfileText', m.shortIntro],
    ['dob', m.dob],
    ['tob', m.tob],
    ['pob', m.pob],
    ['geo', m.coordinates],
    ['celebrity_profiles', m.image],
    ['credit', m.credit],
  ])('without %s: 400 "%s", nothing written', async (field, message) => {
    const body: Record<string, unknown> = await celebrityBody(t);
    delete body[field];
    const rows = await celebrityCount();
    const res = await add(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ valid: false, message });
    expect(await celebrityCount()).toBe(rows);
  });

  it('refuses blank texts, wrong options, two images, a foreign image, a height out of range, a future birth date', async () => {
    const rows = await celebrityCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ fullName: '   ' }, m.fullName],
      [{ rodden: 'Z' }, m.rodden],
      [{ jungian_type: 'ABCD' }, m.jungianType],
      [{ celebrityRegion: 'north' }, m.region],
      [{ tob: '25:00' }, m.tob],
      [{ celebrity_profiles: [] }, m.image],
      [{ height: 0.2 }, rules.height],
      [{ height: 3.5 }, rules.height],
      [{ dob: '2099-01-01' }, rules.dobFuture],
      [{ celebrity_profiles: [{ type: 'image', url: '/files/admins/x.jpg' }] }, rules.imageNotUploaded],
      [
        { celebrity_profiles: [{ type: 'image', url: '/files/celebrities/nothing-here.jpg' }] },
        rules.imageNotUploaded,
      ],
    ];
    for (const [overrides, message] of cases) {
      const res = await add(await celebrityBody(t, overrides));
      expect(res.json(), JSON.stringify(overrides)).toEqual({ valid: false, message });
      expect(res.statusCode).toBe(400);
    }
    const two = await celebrityBody(t);
    two.celebrity_profiles.push({ type: 'image', url: await uploadCelebrityImage(t), credit: '' });
    expect((await add(two)).json()).toEqual({ valid: false, message: rules.oneImage });
    expect(await celebrityCount()).toBe(rows);
  });

  it('no token 401; an admin (not only a superadmin) may add', async () => {
    const body = await celebrityBody(t);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/celebrity/add-celebrity',
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
    const admin = await t.addAdmin('admin');
    expect((await add(body, admin.token)).statusCode).toBe(200);
  });
});

describe('GET /api/celebrity/get-celebrity/{id}', () => {
  it('answers the record; unknown 404; bad id 400; no token 401', async () => {
    const c = await addCelebrity(t);
    const res = await get(c._id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: c._id, fullName: 'Shah Rukh Khan', chart: null });
    const unknown = await get('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(rules.notFound);
    expect((await get('not-an-id')).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/celebrity/get-celebrity/${c._id}` })).statusCode,
    ).toBe(401);
  });
});

describe('PUT /api/celebrity/update-celebrity/{id}', () => {
  it('saves, title-cases, bumps the version, keeps introductions left out; a stale version is a 409 that writes nothing', async () => {
    const c = await addCelebrity(t, {
      introduction: [{ language: 'en', short_intro: 'Hi', profession: 'Actor' }],
    });
    const body = await celebrityBody(t, { fullName: 'king khan', height: 1.8, version: c.version });
    const res = await update(c._id, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Celebrity updated successfully');
    const data = res.json<{ data: CelebrityDetail }>().data;
    expect(data).toMatchObject({ fullName: 'King Khan', height: 1.8, version: 2, identifier: c.identifier });
    expect(data.introduction).toEqual([{ language: 'en', short_intro: 'Hi', profession: 'Actor' }]);
    const stale = await update(c._id, { ...body, fullName: 'Other' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(rules.staleEdit);
    expect((await get(c._id)).json().data.fullName).toBe('King Khan');
  });

  it('a replaced image is removed from storage; bad input 400; unknown 404; no token 401', async () => {
    const c = await addCelebrity(t);
    const oldUrl = storedUrl(c.celebrity_profiles[0]?.url ?? '');
    const body = await celebrityBody(t, { version: c.version });
    expect((await update(c._id, body)).statusCode).toBe(200);
    expect(await t.app.deps.storage.has(oldUrl)).toBe(false);
    const bad = await update(c._id, { ...body, version: 2, rodden: 'Q' });
    expect(bad.json()).toEqual({ valid: false, message: m.rodden });
    expect((await update('00000000-0000-4000-8000-000000000000', { ...body, version: 1 })).statusCode).toBe(
      404,
    );
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/celebrity/update-celebrity/${c._id}`,
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('DELETE /api/celebrity/delete-celebrity/{id}', () => {
  it('sets active false and adds the role blocked; the default list leaves it out, accountStatus false shows it', async () => {
    const c = await addCelebrity(t, { fullName: 'Gone Soon' });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/celebrity/delete-celebrity/${c._id}`,
      headers: as(t.superadmin.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ valid: true, message: 'Celebrity deleted successfully' });
    expect((await get(c._id)).json().data).toMatchObject({ active: false, roles: ['demo', 'blocked'] });
    const active = (await list({ search: 'Gone Soon' })).json<CelebrityListAnswer>();
    expect(active.items).toHaveLength(0);
    const deleted = (await list({ search: 'Gone Soon', accountStatus: 'false' })).json<CelebrityListAnswer>();
    expect(deleted.items.map((i) => i._id)).toEqual([c._id]);
    const again = await update(c._id, await celebrityBody(t, { version: 2 }));
    expect(again.json()).toEqual({ valid: false, message: rules.deleted });
  });

  it('unknown 404; no token 401', async () => {
    const unknown = await t.app.inject({
      method: 'DELETE',
      url: '/api/celebrity/delete-celebrity/00000000-0000-4000-8000-000000000000',
      headers: as(t.superadmin.token),
    });
    expect(unknown.statusCode).toBe(404);
    const c = await addCelebrity(t);
    const anonymous = await t.app.inject({
      method: 'DELETE',
      url: `/api/celebrity/delete-celebrity/${c._id}`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await get(c._id)).json().data.active).toBe(true);
  });
});

describe('GET /api/celebrity/celebrity-list', () => {
  it('filters by type, Rodden rating, gender and name; sorts; pages 20 at a time with the total', async () => {
    await addCelebrity(t, {
      fullName: 'Listed Alpha',
      celebrity_type: 'hollywood',
      rodden: 'C',
      gender: 'f',
    });
    await addCelebrity(t, { fullName: 'Listed Beta', celebrity_type: 'brazilian', rodden: 'C', gender: 'm' });
    await addCelebrity(t, {
      fullName: 'Listed Gamma',
      celebrity_type: 'brazilian',
      rodden: 'DD',
      gender: 'f',
    });
    const names = async (q: Record<string, string>) =>
      (await list({ search: 'Listed', sortBy: 'fullName', orderBy: 'asc', ...q }))
        .json<CelebrityListAnswer>()
        .items.map((i) => i.fullName);
    expect(await names({})).toEqual(['Listed Alpha', 'Listed Beta', 'Listed Gamma']);
    expect(await names({ celebrity_type: 'brazilian' })).toEqual(['Listed Beta', 'Listed Gamma']);
    expect(await names({ rodden: 'C' })).toEqual(['Listed Alpha', 'Listed Beta']);
    expect(await names({ gender: 'f', orderBy: 'desc' })).toEqual(['Listed Gamma', 'Listed Alpha']);
    const page = (await list({ pageNo: '1', pageLimit: '2', search: 'Listed' })).json<CelebrityListAnswer>();
    expect(page).toMatchObject({ TotalFilteredUser: 3, pageNo: 1, pageLimit: 2 });
    expect(page.items).toHaveLength(2);
    const all = (await list()).json<CelebrityListAnswer>();
    expect(all.TotalFilteredUser).toBeGreaterThanOrEqual(3);
    expect(all.items.length).toBeLessThanOrEqual(20);
  });

  it('bad filters 400 with the field named; a future date 400; no token 401', async () => {
    expect((await list({ rodden: 'Q' })).json().message).toMatch(/Rodden/);
    expect((await list({ type: 'admin' })).statusCode).toBe(400);
    expect((await list({ createdStartDate: '2999-01-01' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/celebrity/celebrity-list' })).statusCode).toBe(
      401,
    );
  });
});

describe('POST /api/celebrity/image-upload-s3/{id}', () => {
  it('stores a re-encoded JPEG and answers {valid, data: {url}} as a signed link', async () => {
    const res = await postCelebrityImage(t, await samplePng());
    expect(res.statusCode).toBe(200);
    const { valid, data } = res.json<{ valid: boolean; data: { url: string } }>();
    expect(valid).toBe(true);
    expect(data.url).toEqual(signedLink(storedUrl(data.url)));
    expect(storedUrl(data.url)).toMatch(/^\/files\/celebrities\/[0-9a-f-]{36}\.jpg$/);
    const file = await t.download(data.url);
    expect(file.statusCode).toBe(200);
    expect(file.body.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('a non-image is refused by its content; no file 400; unknown celebrity 404; no token 401', async () => {
    const fake = await postCelebrityImage(t, Buffer.from('GIF89a but not really'));
    expect(fake.json()).toEqual({ valid: false, message: NOT_AN_IMAGE });
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/celebrity/image-upload-s3/new',
      headers: as(t.superadmin.token),
    });
    expect(none.statusCode).toBe(400);
    const unknown = await postCelebrityImage(t, await samplePng(), '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/celebrity/image-upload-s3/new' });
    expect(anonymous.statusCode).toBe(401);
  });
});
