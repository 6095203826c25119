import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNT_CAP, type ProfilesListAnswer, type ProfilesStatusListAnswer } from '@orrery/contract';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { insertManyMembers } from '../../../test/members';

let t: TestContext;
/** One more namesake than the cap: 10,002, half men, two of them rated (so 10,000 are unrated). */
const NAMESAKES = SEARCH_COUNT_CAP + 2;
const base = Date.UTC(2024, 0, 1);

beforeAll(async () => {
  t = await createTestApp();
  await insertManyMembers(t.db, NAMESAKES, (i) => ({
    nickName: `Namesake ${String(i).padStart(5, '0')}`,
    gender: i % 2 ? 'm' : 'f',
    userStatus: 'approved',
    isRegistrationComplete: true,
    rating: i < 2 ? 'face' : null,
    modifiedAt: new Date(base + i * 60_000),
  }));
  await insertManyMembers(t.db, 3, (i) => ({
    nickName: `Rare Name ${i}`,
    userStatus: 'approved',
    isRegistrationComplete: true,
  }));
}, 120_000);
afterAll(() => t.close());

const post = async <T>(url: string, payload: Record<string, unknown>) => {
  const res = await t.app.inject({ method: 'POST', url, payload, headers: t.auth(t.superadmin.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};
const profiles = (payload: Record<string, unknown>) =>
  post<ProfilesListAnswer>('/api/user/profiles-list', payload);
const statuses = (payload: Record<string, unknown>) =>
  post<ProfilesStatusListAnswer>('/api/profiles/profiles-status-list', payload);

describe('name searches count at most 10,000 matches', () => {
  it('profiles-list: more than 10,000 namesakes answer 10,000 flagged capped; smaller counts stay exact', async () => {
    const body = await profiles({ search: 'namesake' });
    expect(body.totalUser).toBe(10_000);
    expect(body.totalUserCapped).toBe(true);
    expect(body.totalRatedUser).toBe(2);
    expect(body.totalRatedUserCapped).toBe(false);
    expect(body.pagination).toEqual({
      total: 10_000,
      totalCapped: true,
      current: 1,
      totalPages: 100,
      pageLimit: 100,
    });
    expect(body.item[0]?.nickName).toBe('Namesake 10001');
  });

  it('profiles-list: exactly 10,000 unrated matches are exact, not capped', async () => {
    const body = await profiles({ search: 'namesake', rating: 'unrated' });
    expect(body.pagination).toMatchObject({ total: 10_000, totalCapped: false, totalPages: 100 });
    expect(body.totalUserCapped).toBe(true);
  });

  it('profiles-list: the rating filter and a small search count exactly', async () => {
    const rated = await profiles({ search: 'namesake', rating: 'face' });
    expect(rated.item.map((c) => c.nickName)).toEqual(['Namesake 00001', 'Namesake 00000']);
    expect(rated.pagination).toMatchObject({ total: 2, totalCapped: false });
    const rare = await profiles({ search: 'rare name' });
    expect(rare).toMatchObject({ totalUser: 3, totalUserCapped: false, totalRatedUserCapped: false });
    expect(rare.pagination).toMatchObject({ total: 3, totalCapped: false });
  });

  it('profiles-list: the last page under the cap still lists its cards', async () => {
    const body = await profiles({ search: 'namesake', pageNo: 100 });
    expect(body.item).toHaveLength(100);
    expect(body.item[0]?.nickName).toBe('Namesake 00101');
    expect(body.item.at(-1)?.nickName).toBe('Namesake 00002');
  });

  it('Profiles V2: a searched Approved tab answers 10,000 flagged capped; a gender half counts exactly', async () => {
    const body = await statuses({ status: 'approved', search: 'Namesake' });
    expect(body.pagination).toEqual({
      total: 10_000,
      totalCapped: true,
      current: 1,
      totalPages: 500,
      pageLimit: 20,
    });
    const women = await statuses({ status: 'approved', search: 'Namesake', gender: 'f' });
    expect(women.pagination).toMatchObject({ total: 5001, totalCapped: false, totalPages: 251 });
    const last = await statuses({ status: 'approved', search: 'Namesake', pageNo: 500 });
    expect(last.items.map((c) => c.nickName)).toEqual(
      Array.from({ length: 20 }, (_, k) => `Namesake ${String(21 - k).padStart(5, '0')}`),
    );
  });

  it('Profiles V2: without a search the total comes from the kept counts, exact and not capped', async () => {
    const body = await statuses({ status: 'approved' });
    expect(body.pagination).toMatchObject({ total: NAMESAKES + 3, totalCapped: false });
  });
});
