import { beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { commonMessages, type ProfilesListAnswer } from '@orrery/contract';
import { schema } from '@orrery/db';
import { signedLink, useTestApp } from '../../../test/helpers';
import { memberAdder, noonUtc as day } from '../../../test/members';

const t = useTestApp();
const ids: Record<string, string> = {};

/** Five members on the grid (two rated), and two that must never appear. */
beforeAll(async () => {
  const add = memberAdder(t.db, ids, { isRegistrationComplete: true });
  await add('Asha', {
    gender: 'f',
    userStatus: 'approved',
    rating: 'face',
    dob: '1995-03-01',
    wantsToMeet: 'm',
    orientation: 's',
    adminComments: 'Clear face photo',
    bio: 'Sun in Leo',
    appVersion: '1.2.1',
    appVersionCode: 10201,
    modifiedAt: day('2024-06-01'),
  });
  await add('Bruno', { gender: 'm', userStatus: 'pending', modifiedAt: day('2024-05-01') });
  await add('Chitra', {
    gender: 'f',
    userStatus: 'pending',
    rating: 'vulgar',
    modifiedAt: day('2024-04-01'),
  });
  await add('Dara', { gender: 'm', userStatus: 'onHold', modifiedAt: day('2024-03-01') });
  await add('Esha', { gender: 'f', userStatus: 'approved', modifiedAt: day('2024-02-01') });
  await add('Unfinished', { isRegistrationComplete: false, rating: 'face', modifiedAt: day('2024-06-02') });
  await add('Leaving', { isDeleted: true, deletedAt: day('2024-06-01'), rating: 'face' });
  await t.db.insert(schema.memberPhotos).values([
    { memberId: ids.Asha!, position: 2, url: '/files/a2.jpg', thumbUrl: '/files/a2-thumb.jpg' },
    {
      memberId: ids.Asha!,
      position: 1,
      url: '/files/a1.jpg',
      thumbUrl: '/files/a1-thumb.jpg',
      status: 'approved',
    },
  ]);
});

const list = async (body: Record<string, unknown> = {}, token = t.superadmin.token) =>
  t.app.inject({ method: 'POST', url: '/api/user/profiles-list', payload: body, headers: t.auth(token) });
const answer = async (body: Record<string, unknown> = {}) => {
  const res = await list(body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ProfilesListAnswer>();
};
const names = async (body: Record<string, unknown> = {}) =>
  (await answer(body)).item.map((card) => card.nickName);

describe('POST /api/user/profiles-list', () => {
  it('lists complete members not pending deletion, newest edit first, 100 a page, with the counts', async () => {
    const body = await answer();
    expect(body.item.map((c) => c.nickName)).toEqual(['Asha', 'Bruno', 'Chitra', 'Dara', 'Esha']);
    expect(body.totalUser).toBe(5);
    expect(body.totalRatedUser).toBe(2);
    expect(body.pagination).toEqual({
      total: 5,
      totalCapped: false,
      current: 1,
      totalPages: 1,
      pageLimit: 100,
    });
    expect(body.item[0]).toMatchObject({
      _id: ids.Asha,
      gender: 'f',
      dob: '1995-03-01',
      genders: 'm',
      orientation: 's',
      rating: 'face',
      adminComments: 'Clear face photo',
      userStatus: 'approved',
      isOldVersion: false,
      modifiedAt: '2024-06-01T12:00:00.000Z',
      photoStatuses: { p_1: 'approved', p_2: 'pending' },
    });
    expect(body.item[0]!.profiles[0]!.text).toBe('Sun in Leo');
    expect(body.item[0]!.profiles[0]!.mediaItems.map((p) => [p.position, p.filename, p.thumbnail])).toEqual([
      [1, signedLink('/files/a1.jpg'), signedLink('/files/a1-thumb.jpg')],
      [2, signedLink('/files/a2.jpg'), signedLink('/files/a2-thumb.jpg')],
    ]);
    expect(body.item[1]!.profiles[0]!.mediaItems).toEqual([]);
  });

  it('filters by rating: all, unrated, one value; the member counts ignore the rating filter', async () => {
    expect(await names({ rating: 'all' })).toEqual(['Asha', 'Bruno', 'Chitra', 'Dara', 'Esha']);
    const unrated = await answer({ rating: 'unrated' });
    expect(unrated.item.map((c) => c.nickName)).toEqual(['Bruno', 'Dara', 'Esha']);
    expect([unrated.totalUser, unrated.totalRatedUser, unrated.pagination.total]).toEqual([5, 2, 3]);
    const vulgar = await answer({ rating: 'vulgar' });
    expect(vulgar.item.map((c) => c.nickName)).toEqual(['Chitra']);
    expect([vulgar.totalUser, vulgar.totalRatedUser, vulgar.pagination.total]).toEqual([5, 2, 1]);
    expect(await names({ rating: 'mis-match' })).toEqual([]);
  });

  it('filters by gender and status, and counts within them', async () => {
    const women = await answer({ gender: 'f' });
    expect(women.item.map((c) => c.nickName)).toEqual(['Asha', 'Chitra', 'Esha']);
    expect([women.totalUser, women.totalRatedUser]).toEqual([3, 2]);
    expect(await names({ gender: 'm', rating: 'unrated' })).toEqual(['Bruno', 'Dara']);
    const approved = await answer({ status: 'approved' });
    expect(approved.item.map((c) => c.nickName)).toEqual(['Asha', 'Esha']);
    expect([approved.totalUser, approved.totalRatedUser]).toEqual([2, 1]);
    expect(await names({ status: 'onHold' })).toEqual(['Dara']);
    expect(await names({ status: 'blocked' })).toEqual([]);
  });

  it('filters by last-edit day range, whole UTC days', async () => {
    expect(await names({ startDate: '2024-03-01', endDate: '2024-05-01' })).toEqual([
      'Bruno',
      'Chitra',
      'Dara',
    ]);
    expect(await names({ startDate: '2024-05-01' })).toEqual(['Asha', 'Bruno']);
    expect(await names({ endDate: '2024-02-01' })).toEqual(['Esha']);
  });

  it('searches by name (default), e-mail or whole id', async () => {
    expect(await names({ search: 'SHA' })).toEqual(['Asha', 'Esha']);
    expect(await names({ search: 'example', searchBy: 'name' })).toEqual([]);
    expect(await names({ search: 'bruno@', searchBy: 'identifier' })).toEqual(['Bruno']);
    expect(await names({ search: ids.Dara, searchBy: 'userId' })).toEqual(['Dara']);
    expect(await names({ search: ids.Leaving, searchBy: 'userId' })).toEqual([]);
    const counted = await answer({ search: 'sha', rating: 'unrated' });
    expect([counted.totalUser, counted.totalRatedUser, counted.pagination.total]).toEqual([2, 1, 1]);
  });

  it('pages', async () => {
    const page = await answer({ pageNo: 2, pageLimit: 2 });
    expect(page.item.map((c) => c.nickName)).toEqual(['Chitra', 'Dara']);
    expect(page.pagination).toEqual({
      total: 5,
      totalCapped: false,
      current: 2,
      totalPages: 3,
      pageLimit: 2,
    });
    const unrated = await answer({ rating: 'unrated', pageNo: 2, pageLimit: 2 });
    expect(unrated.item.map((c) => c.nickName)).toEqual(['Esha']);
    expect(unrated.pagination).toEqual({
      total: 3,
      totalCapped: false,
      current: 2,
      totalPages: 2,
      pageLimit: 2,
    });
    const past = await answer({ pageNo: 9 });
    expect(past.item).toEqual([]);
    expect(past.pagination).toEqual({
      total: 5,
      totalCapped: false,
      current: 9,
      totalPages: 1,
      pageLimit: 100,
    });
  });

  it('refuses bad input with 400 and a message', async () => {
    const tomorrow = DateTime.utc().plus({ days: 1 }).toISODate();
    const cases: [Record<string, unknown>, string][] = [
      [{ rating: 'ugly' }, 'rating takes all, unrated, face'],
      [{ gender: 'x' }, 'gender takes m, f'],
      [{ status: 'gone' }, 'status takes pending, approved'],
      [{ searchBy: 'city', search: 'a' }, 'searchBy takes name, identifier, userId'],
      [{ pageNo: 0 }, 'Page number must be at least 1'],
      [{ pageLimit: 201 }, 'Page size must be at most 200'],
      [{ startDate: '01-06-2024' }, 'YYYY-MM-DD'],
      [{ endDate: tomorrow }, commonMessages.futureDate],
      [{ startDate: '2024-05-01', endDate: '2024-04-01' }, 'The start date must not be after the end date.'],
      [{ search: 'abc', searchBy: 'userId' }, 'id'],
    ];
    for (const [body, message] of cases) {
      const res = await list(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ valid: boolean; message: string }>().message, JSON.stringify(body)).toContain(
        message,
      );
    }
  });

  it('needs a signed-in admin', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/profiles-list', payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json().valid).toBe(false);
  });
});
