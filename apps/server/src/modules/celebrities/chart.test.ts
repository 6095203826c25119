import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { celebrityRuleMessages as rules, type CelebrityDetail, type MemberChart } from '@orrery/contract';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { addCelebrity, celebrityBody, chartBody } from '../../../test/celebrities';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const save = (body: object, token: string | null = t.superadmin.token) =>
  t.app.inject({
    method: 'POST',
    url: '/api/astrologic/save-member-chart',
    payload: body,
    headers: token ? t.auth(token) : {},
  });
const get = async (id: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/celebrity/get-celebrity/${id}`,
      headers: t.auth(t.superadmin.token),
    })
  ).json<{ data: CelebrityDetail }>().data;

describe('POST /api/astrologic/save-member-chart', () => {
  it("computes the celebrity's chart on the server (Mumbai 10:30 IST → 05:00 UTC, Sun in Taurus) and stores it", async () => {
    const c = await addCelebrity(t);
    const res = await save(chartBody(c));
    expect(res.statusCode, res.body).toBe(200);
    const chart = res.json<{ data: MemberChart }>().data;
    expect(chart).toMatchObject({
      timeZone: 'Asia/Kolkata',
      utc: '1990-05-15T05:00:00.000Z',
      timeKnown: true,
    });
    expect(chart.points.find((p) => p.code === 'su')).toMatchObject({ sign: 'Taurus' });
    expect(chart.ascendant?.sign).toBe('Cancer');
    const stored = await get(c._id);
    expect(stored.chart).toEqual(chart);
    expect(stored.hasChart).toBe(true);
    expect(stored.version).toBe(c.version);
  });

  it('changed birth data clears the stored chart', async () => {
    const c = await addCelebrity(t);
    expect((await save(chartBody(c))).statusCode).toBe(200);
    const body = await celebrityBody(t, { tob: '11:00', version: c.version });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/celebrity/update-celebrity/${c._id}`,
      payload: body,
      headers: t.auth(t.superadmin.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: CelebrityDetail }>().data).toMatchObject({ hasChart: false, chart: null });
  });

  it('birth data other than the saved one 400, a non-existent local time 400, nothing stored', async () => {
    const c = await addCelebrity(t);
    const other = await save({ ...chartBody(c), datetime: '1990-05-15T11:30' });
    expect(other.json()).toEqual({ valid: false, message: rules.chartMismatch });
    const moved = await save({ ...chartBody(c), lat: 28.6139 });
    expect(moved.json()).toEqual({ valid: false, message: rules.chartMismatch });
    // New York, 2021-03-14 02:30 does not exist (clocks went from 02:00 to 03:00)
    const gap = await addCelebrity(t, {
      dob: '2021-03-14',
      tob: '02:30',
      geo: { lat: 40.7128, lng: -74.006 },
    });
    const res = await save(chartBody(gap));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/cannot be placed/);
    expect((await get(c._id)).chart).toBeNull();
    expect((await get(gap._id)).chart).toBeNull();
  });

  it('bad input 400 naming the field; unknown celebrity 404; no token 401', async () => {
    const c = await addCelebrity(t);
    const bad = await save({ ...chartBody(c), datetime: '15-05-1990 10:30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Datetime must be the local birth time written YYYY-MM-DDTHH:mm');
    expect((await save({ ...chartBody(c), tzOffset: 5.5 })).statusCode).toBe(400);
    const unknown = await save({ ...chartBody(c), user: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect((await save(chartBody(c), null)).statusCode).toBe(401);
  });
});
