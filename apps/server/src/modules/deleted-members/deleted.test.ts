import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DeletedListAnswer, RemovedListAnswer } from '@orrery/contract';
import { schema } from '@orrery/db';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { insertMember } from '../../../test/members';

const DAY = 86_400_000;
let t: TestContext;
const ids: Record<string, string> = {};
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

beforeAll(async () => {
  t = await createTestApp();
  ids.live = await insertMember(t.db, { nickName: 'Livia' });
  ids.asha = await insertMember(t.db, {
    nickName: 'Asha Deleted',
    identifier: 'asha.deleted@example.com',
    place: 'Pune',
    isDeleted: true,
    deletedAt: daysAgo(10),
    createdAt: new Date('2024-01-10T10:00:00Z'),
  });
  ids.bruno = await insertMember(t.db, {
    nickName: 'Bruno Gone',
    gender: 'm',
    isDeleted: true,
    deletedAt: daysAgo(50),
    createdAt: new Date('2024-03-10T10:00:00Z'),
  });
  await t.db.insert(schema.memberDeletions).values([
    {
      memberId: ids.asha,
      reason: 'met_someone',
      userSuggestion: 'More filters',
      usersComment: 'Found my match here',
      deletedAt: daysAgo(10),
    },
    // an old purged record of a removed account, and Bruno's record without texts (admin deletion)
    {
      memberId: '00000000-0000-4000-8000-000000000001',
      reason: 'low_matches',
      usersComment: 'Too few people nearby',
      deletedAt: daysAgo(200),
      purgedAt: daysAgo(140),
      countryCode: 'BR',
      gender: 'f',
    },
    { memberId: ids.bruno, reason: null, deletedFromUser: false, deletedAt: daysAgo(50) },
  ]);
});
afterAll(() => t.close());

const get = (url: string, token: string | null = t.superadmin.token) =>
  t.app.inject({ method: 'GET', url, headers: token ? t.auth(token) : {} });

describe('GET /api/user/get-user-data-delete-time-period/', () => {
  it('answers the default 60 days, then the stored setting', async () => {
    expect((await get('/api/user/get-user-data-delete-time-period/')).json()).toEqual({
      valid: true,
      timePeriod: 60,
    });
    await t.db.insert(schema.appSettings).values({ key: 'user_data_delete_time_period', value: 45 });
    expect((await get('/api/user/get-user-data-delete-time-period/')).json().timePeriod).toBe(45);
    await t.db
      .update(schema.appSettings)
      .set({ value: 60 })
      .where(eq(schema.appSettings.key, 'user_data_delete_time_period'));
  });

  it('needs a token', async () => {
    expect((await get('/api/user/get-user-data-delete-time-period/', null)).statusCode).toBe(401);
  });
});

describe('GET /api/user/deleted-list/', () => {
  it('lists the deleted members only, newest deletion first, with their record and days left', async () => {
    const res = await get('/api/user/deleted-list/?accountStatus=false&deletedUser=true');
    expect(res.statusCode).toBe(200);
    const body = res.json<DeletedListAnswer>();
    expect(body).toMatchObject({ pageNo: 1, pageLimit: 20, TotalFilteredUser: 2 });
    expect(body.items.map((i) => i.nickName)).toEqual(['Asha Deleted', 'Bruno Gone']);
    expect(body.items[0]).toMatchObject({
      _id: ids.asha,
      id: ids.asha,
      identifier: 'asha.deleted@example.com',
      place: 'Pune',
      reason: 'met_someone',
      userSuggestion: 'More filters',
      usersComment: 'Found my match here',
      deletedFromUser: true,
      daysLeft: 50,
    });
    expect(body.items[1]).toMatchObject({ reason: null, deletedFromUser: false, daysLeft: 10 });
  });

  it('searches by nickname, e-mail or whole id, filters by days and pages', async () => {
    const names = async (query: string) =>
      (await get(`/api/user/deleted-list/?${query}`)).json<DeletedListAnswer>().items.map((i) => i.nickName);
    expect(await names('search=bruno')).toEqual(['Bruno Gone']);
    expect(await names('search=asha.deleted@')).toEqual(['Asha Deleted']);
    expect(await names(`search=${ids.asha}`)).toEqual(['Asha Deleted']);
    expect(await names('search=Livia')).toEqual([]);
    const from = daysAgo(20).toISOString().slice(0, 10);
    expect(await names(`modifiedStartDate=${from}`)).toEqual(['Asha Deleted']);
    expect(await names('createdStartDate=2024-03-01&createdEndDate=2024-03-31')).toEqual(['Bruno Gone']);
    expect(await names('sortBy=createdAt&orderBy=asc')).toEqual(['Asha Deleted', 'Bruno Gone']);
    expect(await names('pageNo=2&pageLimit=1')).toEqual(['Bruno Gone']);
  });

  it.each([
    ['modifiedStartDate=2999-01-01'],
    ['createdStartDate=10-01-2024'],
    ['modifiedStartDate=2024-05-02&modifiedEndDate=2024-05-01'],
    ['pageNo=0'],
    ['sortBy=bogus'],
    ['deletedUser=false'],
  ])('refuses %s with a 400 message', async (query) => {
    const res = await get(`/api/user/deleted-list/?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ valid: false, message: expect.any(String) });
  });

  it('needs a token', async () => {
    expect((await get('/api/user/deleted-list/', null)).statusCode).toBe(401);
  });
});

describe('GET /api/user/permanently-deleted-profiles/', () => {
  it('lists purged deletion records with the list pagination', async () => {
    const res = await get('/api/user/permanently-deleted-profiles/');
    expect(res.statusCode).toBe(200);
    const body = res.json<RemovedListAnswer>();
    expect(body.pagination).toEqual({ pageSize: 20, total: 1, currentPage: 1 });
    expect(body.items[0]).toMatchObject({
      reason: 'low_matches',
      userSuggestion: null,
      usersComment: 'Too few people nearby',
      countryCode: 'BR',
      gender: 'f',
    });
    expect(body.items[0]).not.toHaveProperty('nickName');
  });

  it('searches the texts and filters by days', async () => {
    const total = async (query: string) =>
      (await get(`/api/user/permanently-deleted-profiles/?${query}`)).json<RemovedListAnswer>().pagination
        .total;
    expect(await total('search=nearby')).toBe(1);
    expect(await total('search=met_someone')).toBe(0);
    expect(await total(`purgedEndDate=${daysAgo(150).toISOString().slice(0, 10)}`)).toBe(0);
    expect(await total(`deletedStartDate=${daysAgo(201).toISOString().slice(0, 10)}`)).toBe(1);
  });

  it.each([['purgedStartDate=2999-01-01'], ['deletedEndDate=yesterday'], ['pageLimit=500']])(
    'refuses %s with a 400 message',
    async (query) => {
      const res = await get(`/api/user/permanently-deleted-profiles/?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ valid: false });
    },
  );

  it('needs a token', async () => {
    expect((await get('/api/user/permanently-deleted-profiles/', null)).statusCode).toBe(401);
  });
});
