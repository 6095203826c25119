import { beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import type { IncompleteProfileAnswer } from '@orrery/contract';
import { getAs, useTestApp } from '../../../test/helpers';
import { memberAdder, noonUtc as day } from '../../../test/members';

const t = useTestApp();
const ids: Record<string, string> = {};

/** A small hand-built set: five incomplete members, and three that must never appear. */
beforeAll(async () => {
  const add = memberAdder(t.db, ids);
  await add('Anya', {
    gender: 'f',
    mode: 'local',
    isEmailVerified: true,
    city: 'Pune',
    region: 'Maharashtra',
    country: 'India',
    countryCode: 'IN',
    onboardingStage: 4,
    createdAt: day('2024-01-10'),
    modifiedAt: day('2024-03-01'),
  });
  await add('Bento', {
    gender: 'm',
    mode: 'social',
    createdAt: day('2024-02-10'),
    modifiedAt: day('2024-05-01'),
  });
  await add('Clara', {
    gender: 'f',
    mode: 'local',
    isEmailVerified: false,
    createdAt: day('2024-03-10'),
    modifiedAt: day('2024-04-01'),
  });
  await add('Dinesh', {
    gender: 'm',
    mode: 'local',
    isEmailVerified: false,
    createdAt: day('2024-04-10'),
    modifiedAt: day('2024-06-01'),
  });
  await add('Eko', {
    gender: null,
    mode: 'local',
    createdAt: day('2024-05-10'),
    modifiedAt: day('2024-07-01'),
  });
  // never listed: registration complete, pending deletion
  await add('Done', { isRegistrationComplete: true, createdAt: day('2024-01-01') });
  await add('Gone', { isDeleted: true, deletedAt: day('2024-06-01'), createdAt: day('2024-01-01') });
  await add('DoneToo', { isRegistrationComplete: true, gender: 'm', mode: 'social' });
});

const list = async (body: Record<string, unknown> = {}, token = t.superadmin.token) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/incomplete-profile-list',
    payload: body,
    headers: t.auth(token),
  });
const names = async (body: Record<string, unknown> = {}) => {
  const res = await list(body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<IncompleteProfileAnswer>().item.map((item) => item.nickName);
};

describe('POST /api/user/incomplete-profile-list', () => {
  it('lists only incomplete members not pending deletion, last edited first, with the pagination', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json<IncompleteProfileAnswer>();
    expect(body.item.map((i) => i.nickName)).toEqual(['Eko', 'Dinesh', 'Bento', 'Clara', 'Anya']);
    expect(body.pagination).toEqual({ total: 5, currentPage: 1, totalPages: 1, pageLimit: 20 });
    expect(body.item.find((i) => i.nickName === 'Anya')).toEqual({
      _id: ids.Anya,
      nickName: 'Anya',
      identifier: { email: 'anya@example.com' },
      mode: 'local',
      isEmailVerified: true,
      otpStatus: 'verified',
      gender: 'f',
      location: {
        text: 'Pune, Maharashtra, India',
        city: 'Pune',
        region: 'Maharashtra',
        country: 'India',
        countryCode: 'IN',
      },
      onboardingStage: 4,
      createdAt: '2024-01-10T12:00:00.000Z',
      modifiedAt: '2024-03-01T12:00:00.000Z',
    });
  });

  it('derives the OTP status and filters by it and by gender', async () => {
    const res = await list();
    const otp = Object.fromEntries(
      res.json<IncompleteProfileAnswer>().item.map((i) => [i.nickName, i.otpStatus]),
    );
    expect(otp).toEqual({
      Anya: 'verified',
      Bento: 'social',
      Clara: 'unverified',
      Dinesh: 'unverified',
      Eko: 'unverified',
    });
    expect(await names({ gender: 'f' })).toEqual(['Clara', 'Anya']);
    expect(await names({ gender: 'm,f' })).toEqual(['Dinesh', 'Bento', 'Clara', 'Anya']);
    expect(await names({ otpStatus: 'social' })).toEqual(['Bento']);
    expect(await names({ otpStatus: 'verified,social' })).toEqual(['Bento', 'Anya']);
    expect(await names({ gender: 'm', otpStatus: 'unverified' })).toEqual(['Dinesh']);
  });

  it('filters by created and last-edited day ranges, whole UTC days', async () => {
    expect(await names({ createdStartDate: '2024-02-10', createdEndDate: '2024-04-10' })).toEqual([
      'Dinesh',
      'Bento',
      'Clara',
    ]);
    expect(await names({ lastEditedStartDate: '2024-04-01', lastEditedEndDate: '2024-05-01' })).toEqual([
      'Bento',
      'Clara',
    ]);
    expect(await names({ lastEditedStartDate: '2024-06-01' })).toEqual(['Eko', 'Dinesh']);
  });

  it('searches by nickname, e-mail or whole id', async () => {
    expect(await names({ search: 'NE' })).toEqual(['Dinesh']);
    expect(await names({ search: 'bento@' })).toEqual(['Bento']);
    expect(await names({ search: 'CLARA@', searchBy: 'identifier' })).toEqual(['Clara']);
    expect(await names({ search: 'example', searchBy: 'nickName' })).toEqual([]);
    expect(await names({ search: ids.Bento, searchBy: '_id' })).toEqual(['Bento']);
    expect(await names({ search: ids.Done, searchBy: '_id' })).toEqual([]);
  });

  it('sorts and pages', async () => {
    expect(await names({ sortBy: 'nickName', orderBy: 'asc' })).toEqual([
      'Anya',
      'Bento',
      'Clara',
      'Dinesh',
      'Eko',
    ]);
    expect(await names({ sortBy: 'createdAt', orderBy: 'desc' })).toEqual([
      'Eko',
      'Dinesh',
      'Clara',
      'Bento',
      'Anya',
    ]);
    expect(await names({ sortBy: 'identifier', orderBy: 'desc' })).toEqual([
      'Eko',
      'Dinesh',
      'Clara',
      'Bento',
      'Anya',
    ]);
    const page = await list({ sortBy: 'nickName', orderBy: 'asc', pageNo: 2, pageLimit: 2 });
    const body = page.json<IncompleteProfileAnswer>();
    expect(body.item.map((i) => i.nickName)).toEqual(['Clara', 'Dinesh']);
    expect(body.pagination).toEqual({ total: 5, currentPage: 2, totalPages: 3, pageLimit: 2 });
    const past = await list({ pageNo: 9 });
    expect(past.json<IncompleteProfileAnswer>()).toMatchObject({
      item: [],
      pagination: { total: 5, currentPage: 9 },
    });
  });

  it('refuses bad input with 400 and a message', async () => {
    const tomorrow = DateTime.utc().plus({ days: 1 }).toISODate();
    for (const body of [
      { gender: 'x' },
      { otpStatus: 'maybe' },
      { sortBy: 'age' },
      { orderBy: 'up' },
      { searchBy: 'city', search: 'a' },
      { pageNo: 0 },
      { pageLimit: 1000 },
      { createdStartDate: '10-01-2024' },
      { lastEditedEndDate: tomorrow },
      { createdStartDate: '2024-05-01', createdEndDate: '2024-04-01' },
      { search: 'abc', searchBy: '_id' },
    ]) {
      const res = await list(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ valid: false, message: expect.any(String) });
    }
  });

  it('needs a signed-in admin', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/incomplete-profile-list', payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json().valid).toBe(false);
  });
});

describe('GET /api/user/countries', () => {
  it('lists every country by name with its code, India and Brazil among them', async () => {
    const res = await getAs(t, '/api/user/countries');
    expect(res.statusCode).toBe(200);
    const { items } = res.json<{ items: { name: string; code: string }[] }>();
    expect(items.length).toBeGreaterThan(240);
    expect(items).toContainEqual({ name: 'India', code: 'IN' });
    expect(items).toContainEqual({ name: 'Brazil', code: 'BR' });
    const sorted = [...items].sort((a, b) => a.name.localeCompare(b.name, 'en'));
    expect(items).toEqual(sorted);
    // every listed code is one the dashboard accepts
    const dashboard = await getAs(t, `/api/user/dashboardList?countryShortName=${items[0]?.code ?? ''}`);
    expect(dashboard.statusCode).toBe(200);
  });

  it('needs a signed-in admin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/countries' });
    expect(res.statusCode).toBe(401);
  });
});
