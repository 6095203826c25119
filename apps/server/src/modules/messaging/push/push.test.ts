import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { pushMessages as m } from '@orrery/contract';
import { schema } from '@orrery/db';
import { getAs, useTestApp } from '../../../../test/helpers';
import { insertMember } from '../../../../test/members';
import { pushWhen } from '../../../../test/sends';

const t = useTestApp();
const NIL_UUID = '00000000-0000-0000-0000-000000000000';
const ids: Record<string, string> = {};
const yearsAgo = (years: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - 10);
  return d.toISOString().slice(0, 10);
};

beforeAll(async () => {
  const complete = { isRegistrationComplete: true };
  ids.ana = await insertMember(t.db, {
    ...complete,
    gender: 'f',
    language: 'pt_br',
    dob: yearsAgo(30),
    city: 'São Paulo',
    region: 'São Paulo',
    country: 'Brazil',
  });
  ids.bia = await insertMember(t.db, {
    ...complete,
    gender: 'f',
    language: 'pt_br',
    dob: yearsAgo(40),
    city: 'Rio de Janeiro',
    region: 'Rio de Janeiro',
    country: 'Brazil',
  });
  ids.caio = await insertMember(t.db, {
    ...complete,
    gender: 'm',
    language: 'pt_br',
    dob: yearsAgo(28),
    city: 'São Paulo',
    region: 'São Paulo',
    country: 'Brazil',
  });
  ids.dora = await insertMember(t.db, {
    ...complete,
    gender: 'f',
    language: 'en',
    dob: yearsAgo(26),
    city: 'Mumbai',
    region: 'Maharashtra',
    country: 'India',
  });
  ids.eli = await insertMember(t.db, {
    ...complete,
    gender: 'f',
    language: 'pt_br',
    dob: yearsAgo(31),
    isDormant: true,
    country: 'Brazil',
  });
  ids.fia = await insertMember(t.db, {
    gender: 'f',
    language: 'pt_br',
    dob: yearsAgo(27),
    country: 'Brazil',
  });
  // never reached: blocked, leaving, or astro insights turned off
  ids.gil = await insertMember(t.db, {
    ...complete,
    gender: 'f',
    language: 'pt_br',
    dob: yearsAgo(30),
    isBlocked: true,
  });
  ids.hal = await insertMember(t.db, {
    ...complete,
    gender: 'f',
    language: 'pt_br',
    dob: yearsAgo(30),
    isDeleted: true,
  });
  ids.ivy = await insertMember(t.db, {
    ...complete,
    gender: 'f',
    language: 'pt_br',
    dob: yearsAgo(30),
    pushAstroInsights: false,
  });
});

const texts = {
  notificationKey: 'astro_insights',
  notificationTitle: 'Venus is in your sign',
  notificationBody: 'A good week to say hello.',
};

const send = (payload: object, token = t.superadmin.token) =>
  t.app.inject({ method: 'POST', url: '/api/user/send-notification', payload, headers: t.auth(token) });

const waitDone = (id: string) => pushWhen(t.db, id, { tries: 200, everyMs: 25 });
const get = (url: string, token: string | null = t.superadmin.token) => getAs(t, url, token);

const pushCount = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(schema.pushNotifications))[0]?.n;

describe('GET /api/user/notificationKey', () => {
  it('lists the five keys with their titles', async () => {
    const res = await get('/api/user/notificationKey');
    expect(res.statusCode).toBe(200);
    expect(res.json().key.map((k: { key: string }) => k.key)).toEqual([
      'been_matched',
      'been_liked',
      'been_superliked',
      'message_received',
      'astro_insights',
    ]);
  });
  it('needs a token', async () => {
    expect((await get('/api/user/notificationKey', null)).statusCode).toBe(401);
  });
});

describe('POST /api/user/send-notification', () => {
  it('checks in the fixed order with its messages, writing nothing', async () => {
    const before = await pushCount();
    const cases: [object, string][] = [
      [{ notificationTitle: 'x', notificationBody: 'y', allUser: true }, m.keyRequired],
      [{ notificationKey: 'nope', notificationTitle: 'x', allUser: true }, m.keyRequired],
      [{ notificationKey: 'been_liked', notificationBody: 'y', allUser: true }, m.headingRequired],
      [{ notificationKey: 'been_liked', notificationTitle: '   ', allUser: true }, m.headingRequired],
      [
        { notificationKey: 'been_liked', notificationTitle: 'x'.repeat(201), notificationBody: 'y' },
        m.headingTooLong,
      ],
      [{ notificationKey: 'been_liked', notificationTitle: 'x', allUser: true }, m.textRequired],
      [{ ...texts, notificationBody: 'y'.repeat(201) }, m.textTooLong],
      [{ ...texts, toAgeValue: 30 }, m.fromAgeRequired],
      [{ ...texts, fromAgeValue: 20, toAgeValue: null }, m.toAgeRequired],
      [{ ...texts, fromAgeValue: 17, toAgeValue: 30 }, m.ageRange],
      [{ ...texts, fromAgeValue: 40, toAgeValue: 30 }, m.ageOrder],
      [{ ...texts }, m.targetRequired],
      [{ ...texts, allUser: false, cities: [], userIds: [] }, m.targetRequired],
      [{ ...texts, userIds: ['not-an-id'] }, m.userIdsInvalid],
      [{ ...texts, userIds: [NIL_UUID] }, m.badUserIds([NIL_UUID])],
    ];
    for (const [payload, message] of cases) {
      const res = await send(payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ valid: false, message });
    }
    expect(await pushCount()).toBe(before);
  });

  it('answers at once with the audience size, then the job reaches exactly that segment', async () => {
    const segment = {
      ...texts,
      gender: ['f'],
      language: 'pt_br',
      fromAgeValue: 25,
      toAgeValue: 35,
      countries: ['Brazil'],
    };
    const count = await t.app.inject({
      method: 'POST',
      url: '/api/user/notification-audience-count',
      payload: segment,
      headers: t.auth(t.superadmin.token),
    });
    // ana (30), eli (31, dormant) and fia (27, incomplete); not bia (40), caio (m), dora (en), gil, hal, ivy
    expect(count.json()).toEqual({ valid: true, count: 3, heldBackByCap: 0, withoutPushToken: 0 });
    const res = await send(segment);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ valid: true, message: m.queued(3), data: { totalUserCount: 3 } });
    const done = await waitDone(res.json().data._id);
    expect(done).toMatchObject({
      totalUserCount: 3,
      successfullyReachCount: 3,
      processedCount: 3,
      failedCount: 0,
    });
    const outbox = await t.db
      .select({ memberId: schema.pushOutbox.memberId, title: schema.pushOutbox.title })
      .from(schema.pushOutbox)
      .where(eq(schema.pushOutbox.notificationId, done.id));
    expect(outbox.map((o) => o.memberId).sort()).toEqual([ids.ana, ids.eli, ids.fia].sort());
    expect(outbox[0]?.title).toBe('Venus is in your sign');
    const audit = await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.entityId, done.id));
    expect(audit).toHaveLength(1);
  });

  it('groups: Incomplete alone, Active with Dormant, All', async () => {
    const countOf = async (payload: object) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/user/notification-audience-count',
          payload: { notificationKey: 'astro_insights', ...payload },
          headers: t.auth(t.superadmin.token),
        })
      ).json().count;
    expect(await countOf({ inCompleteUser: true })).toBe(1);
    expect(await countOf({ dormantUser: true })).toBe(1);
    expect(await countOf({ activeUser: true, dormantUser: true })).toBe(5);
    // All: every member but the blocked, the leaving and the one who turned astro insights off
    expect(await countOf({ allUser: true, gender: ['m'] })).toBe(6);
    expect(await countOf({ cities: ['São Paulo'], countries: ['India'] })).toBe(3);
  });

  it('refuses pasted ids that are no ids with 400 naming User IDs, on the count as on the send', async () => {
    const before = await pushCount();
    for (const url of ['/api/user/notification-audience-count', '/api/user/send-notification']) {
      for (const userIds of [['str'], 'str', [7], [ids.ana, 'urn:uuid:' + ids.ana], {}]) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          payload: { ...texts, userIds },
          headers: t.auth(t.superadmin.token),
        });
        expect([res.statusCode, res.json()], `${url} ${JSON.stringify(userIds)}`).toEqual([
          400,
          { valid: false, message: m.userIdsInvalid },
        ]);
      }
    }
    expect(await pushCount()).toBe(before);
  });

  it('pasted ids reach those members only, repeats once', async () => {
    const res = await send({ ...texts, userIds: [ids.dora, ids.dora, ids.caio], gender: ['f'] });
    expect(res.json().data.totalUserCount).toBe(2);
    const done = await waitDone(res.json().data._id);
    expect(done.successfullyReachCount).toBe(2);
  });

  it('needs a token', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/user/send-notification', payload: texts })).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/user/notification-list/{skip}/{limit}/', () => {
  it('lists newest first with progress and paging', async () => {
    const res = await get('/api/user/notification-list/0/1/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination).toEqual({ total: 2, currentPage: 1, totalPages: 2 });
    expect(body.item[0]).toMatchObject({
      status: 'done',
      totalUserCount: 2,
      successfullyReachCount: 2,
      userIdCount: 2,
    });
    const second = await get('/api/user/notification-list/1/1/');
    expect(second.json().item[0]).toMatchObject({
      gender: ['f'],
      countries: ['Brazil'],
      fromAgeValue: 25,
      toAgeValue: 35,
      language: 'pt_br',
    });
  });
  it('refuses a bad limit and needs a token', async () => {
    expect((await get('/api/user/notification-list/0/0/')).statusCode).toBe(400);
    expect((await get('/api/user/notification-list/0/20/', null)).statusCode).toBe(401);
  });
});

describe('GET /api/user/notification-recipients/{id}/{skip}/{limit}/', () => {
  it("lists a push's recipients by e-mail with each one's outcome and reason; search on id or e-mail", async () => {
    const [latest] = await t.db
      .select({ id: schema.pushNotifications.id })
      .from(schema.pushNotifications)
      .orderBy(sql`${schema.pushNotifications.createdAt} desc`)
      .limit(1);
    const id = latest!.id; // the pasted ids push: Dora and Caio
    await t.db
      .update(schema.pushRecipients)
      .set({ status: 'no_device', error: 'no device token' })
      .where(
        sql`${schema.pushRecipients.notificationId} = ${id} and ${schema.pushRecipients.memberId} = ${ids.caio}`,
      );
    const [caio, dora] = await Promise.all(
      [ids.caio, ids.dora].map(async (memberId) => {
        const [m] = await t.db
          .select({ identifier: schema.members.identifier })
          .from(schema.members)
          .where(eq(schema.members.id, memberId!));
        return m!.identifier;
      }),
    );
    const res = await get(`/api/user/notification-recipients/${id}/0/20/`);
    expect(res.statusCode).toBe(200);
    const byId = new Map(res.json().item.map((r: { _id: string }) => [r._id, r]));
    expect(byId.get(ids.caio)).toMatchObject({
      identifier: caio,
      status: 'no_device',
      error: 'no device token',
    });
    expect(byId.get(ids.dora)).toMatchObject({ identifier: dora, status: 'sent', error: null });
    expect(res.json().pagination).toEqual({ total: 2, currentPage: 1, totalPages: 1 });
    const searched = await get(
      `/api/user/notification-recipients/${id}/0/20/?search=${ids.caio!.slice(0, 8)}`,
    );
    expect(searched.json().item.map((r: { _id: string }) => r._id)).toEqual([ids.caio]);
    expect(
      (await get(`/api/user/notification-recipients/${id}/0/20/?search=${encodeURIComponent(dora!)}`)).json()
        .item,
    ).toHaveLength(1);
  });

  it('answers 404 for an unknown push, 400 for a bad id or page, 401 without a token', async () => {
    const unknown = await get(`/api/user/notification-recipients/${NIL_UUID}/0/20/`);
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, m.notFound]);
    expect((await get('/api/user/notification-recipients/nope/0/20/')).statusCode).toBe(400);
    expect((await get(`/api/user/notification-recipients/${NIL_UUID}/0/0/`)).statusCode).toBe(400);
    expect((await get(`/api/user/notification-recipients/${NIL_UUID}/0/20/`, null)).statusCode).toBe(401);
  });
});

describe('POST /api/user/locations', () => {
  it("finds distinct places from 3 characters: the members' and the gazetteer's", async () => {
    const find = (searchBy: string, search: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/locations',
        payload: { searchBy, search },
        headers: t.auth(t.superadmin.token),
      });
    // the members' own first, then the gazetteer's, each name once (accents and case aside)
    const sao = (await find('city', 'são')).json<{ data: string[] }>().data;
    expect(sao[0]).toBe('São Paulo');
    expect(sao.filter((name) => name === 'São Paulo')).toHaveLength(1);
    expect(sao).toContain('São Luís');
    expect(sao.length).toBeLessThanOrEqual(20);
    expect(sao.every((name) => /^s[aã]o/i.test(name))).toBe(true);
    expect((await find('country', 'bra')).json().data).toEqual(['Brazil']);
    // from the gazetteer alone: no member lives there
    expect((await find('city', 'reykj')).json().data).toContain('Reykjavík');
    expect((await find('region', 'mahar')).json().data).toContain('Maharashtra');
    expect((await find('city', 'sã')).json().data).toEqual([]);
    expect((await find('town', 'são')).statusCode).toBe(400);
  });
});
