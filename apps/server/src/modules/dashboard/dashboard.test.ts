import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { schema } from '@orrery/db';
import { createTestApp, type TestContext } from '../../../test/helpers';

const today = DateTime.utc().startOf('day');
const at = (days: number, hours = 0) => today.minus({ days }).plus({ hours }).toJSDate();

type MemberInput = typeof schema.members.$inferInsert;
let counter = 0;
const member = (fields: Partial<MemberInput>): MemberInput => {
  counter += 1;
  return { nickName: `Member ${counter}`, identifier: `m${counter}@example.com`, ...fields };
};

describe('GET /api/user/dashboardList', () => {
  let ctx: TestContext;
  const get = (query = '', token = ctx.superadmin.token) =>
    ctx.app.inject({ method: 'GET', url: `/api/user/dashboardList${query}`, headers: ctx.auth(token) });

  beforeAll(async () => {
    ctx = await createTestApp();
    const done = { isRegistrationComplete: true };
    await ctx.db.insert(schema.members).values([
      // today: 2 complete (f IN, m BR), 1 incomplete without gender (IN)
      member({
        ...done,
        gender: 'f',
        countryCode: 'IN',
        createdAt: at(0),
        lastActiveAt: at(0),
        isOnline: true,
      }),
      member({
        ...done,
        gender: 'm',
        countryCode: 'BR',
        createdAt: at(0),
        lastActiveAt: at(0),
        isProfileComplete: true,
      }),
      member({ countryCode: 'IN', createdAt: at(0) }),
      // 6 days ago (still in the week): complete f IN, deleted since
      member({
        ...done,
        gender: 'f',
        countryCode: 'IN',
        createdAt: at(6, 1),
        isDeleted: true,
        deletedAt: at(0),
      }),
      // 7 days ago: out of the week, in the month
      member({ ...done, gender: 'm', countryCode: 'IN', createdAt: at(7, 1), lastActiveAt: at(1) }),
      // 29 days ago: the month's first day; 30 days ago: outside
      member({
        gender: 'm',
        countryCode: 'BR',
        createdAt: at(29, 1),
        lastActiveAt: at(0),
        isProfileComplete: false,
      }),
      member({
        ...done,
        gender: 'f',
        countryCode: 'US',
        createdAt: at(30, 23),
        isProfileComplete: true,
        isOnline: true,
      }),
      // a deleted member who is online still counts nowhere in the overview
      member({
        ...done,
        gender: 'f',
        countryCode: 'US',
        createdAt: at(400),
        isDeleted: true,
        isOnline: true,
        deletedAt: at(10),
      }),
    ]);
    await ctx.db.insert(schema.memberDeletions).values([
      {
        memberId: '00000000-0000-4000-8000-000000000001',
        deletedAt: at(0, 1),
        countryCode: 'IN',
        gender: 'f',
      },
      { memberId: '00000000-0000-4000-8000-000000000002', deletedAt: at(10), countryCode: 'US', gender: 'f' },
      { memberId: '00000000-0000-4000-8000-000000000003', deletedAt: at(45), countryCode: 'IN', gender: 'm' },
    ]);
  });
  afterAll(() => ctx.close());

  it('counts every statistic for all countries', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      valid: true,
      countryShortName: null,
      date: today.toISODate(),
      todayCompleteRegistration: 2,
      todayRegistration: 3,
      todayFemaleRegistration: 1,
      todayMaleRegistration: 1,
      todayIncompleteRegistration: 1,
      todayDeleted: 1,
      WeeklyRegistration: {
        from: today.minus({ days: 6 }).toISODate(),
        to: today.toISODate(),
        total: 4,
        complete: 3,
        incomplete: 1,
        female: 2,
        male: 1,
        deleted: 1,
      },
      monthlyRegistration: {
        from: today.minus({ days: 29 }).toISODate(),
        to: today.toISODate(),
        total: 6,
        complete: 4,
        incomplete: 2,
        female: 2,
        male: 3,
        deleted: 2,
      },
      registrationComplete: 4,
      registrationUncompleted: 2,
      onlineMembers: 2,
      maleMembers: 3,
      femaleMembers: 2,
      completeProfileMembers: 2,
      // no app events here: the figure is today's DAU (analytics.test.ts compares the two)
      todayActiveUser: 0,
    });
  });

  it('counts one country, by code or by name', async () => {
    const res = await get('?countryShortName=in&country=India');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      countryShortName: 'IN',
      todayRegistration: 2,
      todayCompleteRegistration: 1,
      todayDeleted: 1,
      WeeklyRegistration: { total: 3, complete: 2, deleted: 1 },
      monthlyRegistration: { total: 4, complete: 3, deleted: 1 },
      registrationComplete: 2,
      registrationUncompleted: 1,
      onlineMembers: 1,
      maleMembers: 1,
      femaleMembers: 1,
      completeProfileMembers: 0,
      todayActiveUser: 0,
    });
    const byName = await get('?country=Brazil');
    expect(byName.json()).toMatchObject({ countryShortName: 'BR', todayRegistration: 1, maleMembers: 2 });
    const all = await get('?country=All&countryShortName=');
    expect(all.json()).toMatchObject({ countryShortName: null, todayRegistration: 3 });
  });

  it('refuses a bad or unknown country with 400', async () => {
    for (const query of [
      '?countryShortName=IND',
      '?countryShortName=Q1',
      '?countryShortName=XQ',
      '?country=Atlantis',
    ]) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().valid).toBe(false);
      expect(res.json().message).toMatch(/country/);
    }
  });

  it('needs a signed-in admin', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/user/dashboardList' });
    expect(res.statusCode).toBe(401);
  });
});
