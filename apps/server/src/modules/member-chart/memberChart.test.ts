import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chart } from '@orrery/astro';
import { memberRuleMessages, type MemberChart } from '@orrery/contract';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { insertMember } from '../../../test/members';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function chartOf(id: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/user/item/${id}/chart`,
    headers: t.auth(t.superadmin.token),
  });
}

const point = (c: MemberChart, code: string) => c.points.find((p) => p.code === code);

describe('GET /api/user/item/{id}/chart', () => {
  it('a member born 1990-05-15 10:30 in Mumbai: IST → 05:00 UTC, Sun in Taurus (tropical)', async () => {
    const id = await insertMember(t.db);
    const res = await chartOf(id);
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json<{ data: MemberChart }>().data;
    expect(c).toMatchObject({
      zodiac: 'tropical',
      houseSystem: 'placidus',
      timeZone: 'Asia/Kolkata',
      local: '1990-05-15T10:30',
      utc: '1990-05-15T05:00:00.000Z',
    });
    // By hand: the Sun enters Taurus about 20 April and moves ~0.97°/day, so on 15 May it is near 24° Taurus.
    expect(point(c, 'su')).toMatchObject({ sign: 'Taurus', retrograde: false });
    expect(point(c, 'su')?.degree).toBeCloseTo(24.4, 0);
    expect(c.points).toHaveLength(14);
    expect(c.houses).toHaveLength(12);
    expect(c.timeKnown).toBe(true);
    expect(c.houses[0]).toMatchObject({ house: 1, lng: c.ascendant?.lng, sign: c.ascendant?.sign });
    // The engine's own answer for the same instant and place, as its README documents the call.
    const engine = chart(
      { utc: new Date('1990-05-15T05:00:00Z'), lat: 19.076, lng: 72.8777 },
      { zodiac: 'tropical', node: 'mean', houses: 'placidus' },
    );
    expect(point(c, 'mo')?.lng).toBeCloseTo(engine.points.mo.lng, 3);
    expect(c.ascendant?.lng).toBeCloseTo(engine.points.as.lng, 3);
    // Late morning in May with the Sun in Taurus: Cancer rising (the Sun is in the 10th/11th house).
    expect(c.ascendant?.sign).toBe('Cancer');
    expect(point(c, 'ra')?.retrograde).toBe(true);
    for (const p of c.points) {
      expect(p.degree).toBeGreaterThanOrEqual(0);
      expect(p.degree).toBeLessThan(30);
    }
  });

  it('a sidereal member: longitudes shifted by the Lahiri ayanamsa (~23.7° in 1990), Sun at the start of Taurus', async () => {
    const id = await insertMember(t.db, { tropicalSidereal: 's' });
    const c = (await chartOf(id)).json<{ data: MemberChart }>().data;
    expect(c.zodiac).toBe('sidereal');
    expect(c.ayanamsa).toBeCloseTo(23.72, 1);
    expect(point(c, 'su')).toMatchObject({ sign: 'Taurus' });
    expect(point(c, 'su')?.degree).toBeLessThan(1.5);
  });

  it('a member without a birth time: planets at 12:00 local time, no houses, Ascendant or Midheaven', async () => {
    const id = await insertMember(t.db, { tob: null });
    const res = await chartOf(id);
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json<{ data: MemberChart }>().data;
    expect(c).toMatchObject({
      timeKnown: false,
      timeZone: 'Asia/Kolkata',
      local: '1990-05-15T12:00',
      utc: '1990-05-15T06:30:00.000Z',
      houses: [],
      ascendant: null,
      midheaven: null,
    });
    expect(c.points.map((p) => p.code)).toEqual([
      'su',
      'mo',
      'me',
      've',
      'ma',
      'ju',
      'sa',
      'ra',
      'ke',
      'ur',
      'ne',
      'pl',
    ]);
    expect(c.points.every((p) => p.house === null)).toBe(true);
    expect(point(c, 'su')).toMatchObject({ sign: 'Taurus' });
    const engine = chart(
      { utc: new Date('1990-05-15T06:30:00Z'), lat: 19.076, lng: 72.8777 },
      { zodiac: 'tropical' },
    );
    expect(point(c, 'mo')?.lng).toBeCloseTo(engine.points.mo.lng, 3);
  });

  it('a member without birth place gets 400 naming what is missing; unknown 404; no token 401', async () => {
    const id = await insertMember(t.db, { tob: null, birthLat: null, birthLng: null });
    const res = await chartOf(id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(memberRuleMessages.chartMissing(['birth co-ordinates']));
    expect((await chartOf('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/user/item/${id}/chart` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('a birth time skipped by a clock change is a 400, not a 500', async () => {
    // New York, 2021-03-14 02:30 does not exist (clocks went from 02:00 to 03:00).
    const id = await insertMember(t.db, {
      dob: '2021-03-14',
      tob: '02:30',
      birthLat: 40.7128,
      birthLng: -74.006,
    });
    const res = await chartOf(id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/cannot be placed/);
  });
});
