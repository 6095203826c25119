import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { chart, gunaMilan, localToUtc, synastry, type RuleSet } from '@orrery/astro';
import { pairMessages, type MultiPairListAnswer, type PairGroup } from '@orrery/contract';
import { schema } from '@orrery/db';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { insertSet, mumbai, newYork, personA, personB } from '../../../test/pairs';
import { ruleSetForScoring } from '../synastry-sets';

let t: TestContext;
let set: { id: string; version: number };
beforeAll(async () => {
  t = await createTestApp();
  set = await insertSet(t.db);
});
afterAll(() => t.close());

const as = (token = t.superadmin.token) => t.auth(token);
const post = (url: string, payload: unknown, token?: string) =>
  t.app.inject({ method: 'POST', url: `/api/pair/${url}`, payload: payload as object, headers: as(token) });

async function newGroup(name: string): Promise<PairGroup> {
  const res = await post('create/group', { name });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: PairGroup }>().data;
}

const rowCount = async (table: typeof schema.pairs | typeof schema.pairGroups | typeof schema.auditLog) =>
  (await t.db.select({ n: count() }).from(table))[0]?.n ?? 0;

describe('POST /api/pair/create/group and GET /api/pair/groupList', () => {
  it('creates a group with an audit row and lists it', async () => {
    const audits = await rowCount(schema.auditLog);
    const group = await newGroup('longMarriage');
    expect(group).toMatchObject({ name: 'longMarriage', pairCount: 0, version: 1 });
    expect(await rowCount(schema.auditLog)).toBe(audits + 1);
    const list = await t.app.inject({ method: 'GET', url: '/api/pair/groupList', headers: as() });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ data: PairGroup[] }>().data.map((g) => g.name)).toContain('longMarriage');
  });

  it('refuses an empty name with its message and a taken one (any case) with 409, writing nothing', async () => {
    const before = await rowCount(schema.pairGroups);
    const empty = await post('create/group', { name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ valid: false, message: 'Please enter group name!' });
    const taken = await post('create/group', { name: 'LONGMARRIAGE' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('LONGMARRIAGE is already exist');
    expect(await rowCount(schema.pairGroups)).toBe(before);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/pair/groupList' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/pair/create/group', payload: { name: 'x' } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('POST /api/pair/create', () => {
  it('stores both people with the UTC instant of the local time at the place, and lets an admin do it', async () => {
    const group = await newGroup('Created by hand');
    const admin = await t.addAdmin('admin');
    const res = await post('create', [{ groupId: group._id, userA: personA, userB: personB }], admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ valid: true, message: '1 pair created successfully' });
    const [row] = await t.db.select().from(schema.pairs).where(eq(schema.pairs.groupId, group._id));
    expect(row?.userA).toMatchObject({
      name: 'Arjun',
      zone: 'Asia/Kolkata',
      utc: '1990-05-15T05:00:00.000Z',
    });
    expect(row?.userB).toMatchObject({ name: 'Priya', utc: '1992-11-03T16:45:00.000Z', ambiguous: false });
    expect(row?.userA.lngs).toHaveLength(14);
    const [g] = await t.db.select().from(schema.pairGroups).where(eq(schema.pairGroups.id, group._id));
    expect(g).toMatchObject({ pairCount: 1, version: 2 });
  });

  it('rounds coordinates to 4 decimals and flags a time that happened twice', async () => {
    const group = await newGroup('Ambiguous');
    const a = { ...personA, name: 'Fall back', dob: '2021-11-07', tob: '01:30', ...newYork };
    a.geoCordinate = { lat: 40.712812345, lng: -74.006 };
    const res = await post('create', [{ groupId: group._id, userA: a, userB: personB }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data[0].ambiguous).toEqual(['Fall back']);
    const [row] = await t.db.select().from(schema.pairs).where(eq(schema.pairs.groupId, group._id));
    expect(row?.userA).toMatchObject({ lat: 40.7128, utc: '2021-11-07T05:30:00.000Z', ambiguous: true });
  });

  it.each([
    [
      'person A without a name',
      (p: object) => [{ ...p, userA: { ...personA, name: '' } }],
      'please enter person A name',
    ],
    [
      'person B without a name',
      (p: object) => [{ ...p, userB: { ...personB, name: undefined } }],
      'please enter person B name',
    ],
    [
      'a gender outside m/f/o',
      (p: object) => [{ ...p, userA: { ...personA, gender: 'x' } }],
      'please select gender',
    ],
    [
      'no date of birth',
      (p: object) => [{ ...p, userB: { ...personB, dob: 'soon' } }],
      'please select date of birth',
    ],
    [
      'no time of birth',
      (p: object) => [{ ...p, userA: { ...personA, tob: '25:00' } }],
      'please select time of birth',
    ],
    [
      'no place of birth',
      (p: object) => [{ ...p, userA: { ...personA, pob: '' } }],
      'please select place of birth',
    ],
    ['no group', (p: object) => [{ ...p, groupId: 'nope' }], 'please select group'],
    ['six pairs', (p: object) => Array.from({ length: 6 }, () => p), pairMessages.pairCount],
    ['no pair', () => [], pairMessages.pairCount],
  ])('refuses %s with 400 and writes nothing', async (_, make, message) => {
    const group = (await t.db.select().from(schema.pairGroups).limit(1))[0];
    const before = await rowCount(schema.pairs);
    const res = await post('create', make({ groupId: group?.id, userA: personA, userB: personB }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await rowCount(schema.pairs)).toBe(before);
  });

  it('refuses a time the clocks skipped, naming the person, and writes nothing', async () => {
    const group = await newGroup('Gap');
    const gap = { ...personA, dob: '2021-03-14', tob: '02:30', ...newYork };
    const res = await post('create', [
      { groupId: group._id, userA: personA, userB: personB },
      { groupId: group._id, userA: personA, userB: gap },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Pair 2, person B: 2021-03-14 02:30 does not exist in America/New_York (the clocks jumped forward over it). Check the time of birth.',
    );
    expect((await t.db.select().from(schema.pairs).where(eq(schema.pairs.groupId, group._id))).length).toBe(
      0,
    );
  });

  it('answers 404 for an unknown group and 401 without a token', async () => {
    const body = [{ groupId: '00000000-0000-4000-8000-000000000000', userA: personA, userB: personB }];
    const res = await post('create', body);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Pair group not found');
    expect((await t.app.inject({ method: 'POST', url: '/api/pair/create', payload: body })).statusCode).toBe(
      401,
    );
  });
});

/** The engine's own result for the pair, computed here from the birth data (not from what the server stored). */
function expected(scoring: RuleSet) {
  const at = (dob: string, tob: string, zone: string, lat: number, lng: number) =>
    chart({ utc: localToUtc(`${dob}T${tob}`, zone).utc, lat, lng });
  const a = at(personA.dob, personA.tob, 'Asia/Kolkata', mumbai.geoCordinate.lat, mumbai.geoCordinate.lng);
  const b = at(personB.dob, personB.tob, 'Asia/Kolkata', mumbai.geoCordinate.lat, mumbai.geoCordinate.lng);
  return { result: synastry(a, b, scoring), a, b };
}

describe('POST /api/pair/multiPairList', () => {
  let group: PairGroup;
  beforeAll(async () => {
    group = await newGroup('Results');
    const swapped = { groupId: '', userA: { ...personB, name: 'Her' }, userB: { ...personA, name: 'Him' } };
    const pairsBody = [
      { groupId: group._id, userA: personA, userB: personB },
      { ...swapped, groupId: group._id },
      {
        groupId: group._id,
        userA: { ...personA, name: 'C', dob: '1985-01-20' },
        userB: { ...personB, name: 'D', gender: 'o' },
      },
    ];
    expect((await post('create', pairsBody)).statusCode).toBe(200);
  });

  const list = async (body: object) => {
    const res = await post('multiPairList', { protocolId: set.id, ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<MultiPairListAnswer>();
  };

  it('answers a page with the engine’s numbers and the figures over the whole group', async () => {
    const scoring = await ruleSetForScoring(t.db, set.id);
    if (!scoring) throw new Error('no set');
    const { result } = expected(scoring);
    const answer = await list({ groupId: group._id, pageNo: 1, pageLimit: 2 });
    expect(answer).toMatchObject({
      pageNo: 1,
      pageLimit: 2,
      TotalFilteredPair: 3,
      group: { name: 'Results' },
    });
    expect(answer.items).toHaveLength(2);
    const [first, second] = answer.items;
    expect(first?.outRules).toBeUndefined();
    expect(first).toMatchObject({
      boy: 'userA',
      score: result.score,
      comPer: result.comPer,
      conPer: result.conPer,
      enePer: result.enePer,
      staPer: result.staPer,
      synPer: result.synPer,
      gunaTotal: result.gunaTotal,
      heartBand: result.heartBand,
    });
    expect(result.synPer).toBeGreaterThan(0);
    // the same two people entered woman first: the man is still the boy, and every figure is the same
    expect(second).toMatchObject({
      boy: 'userB',
      score: result.score,
      gunaTotal: result.gunaTotal,
      synPer: result.synPer,
    });
    const hearts = answer.heartLogoCount;
    expect(hearts.veryHigh + hearts.high + hearts.medium + hearts.veryLow).toBe(3);
    const texts = Object.values(answer.synastryCategory).reduce((n, r) => n + r.val1, 0);
    expect(texts).toBe(12);
    const page2 = await list({ groupId: group._id, pageNo: 2, pageLimit: 2 });
    expect(page2.items.map((i) => i.userA.name)).toEqual(['C']);
    expect(page2.heartLogoCount).toEqual(hearts);
  });

  it('answers one pair with its rules both ways, A as the boy when one is o', async () => {
    const answer = await list({ groupId: group._id, pageNo: 2, pageLimit: 2 });
    const pairId = answer.items[0]?._id ?? '';
    const one = await list({ pairId });
    const item = one.items[0];
    expect(one.TotalFilteredPair).toBe(1);
    expect(item?.boy).toBe('userA');
    expect(item?.outRules?.length).toBeGreaterThan(0);
    const rule = item?.outRules?.find((r) => r.rules.startsWith('su_'));
    expect(rule).toMatchObject({ userAPlanet: 'su' });
    expect(rule?.abs).toBeGreaterThanOrEqual(0);
    expect(rule?.abs).toBeLessThanOrEqual(180);
    const moonA = item ? item.guna : {};
    expect(Object.keys(moonA)).toContain('nadi');
  });

  it('turns the rules of a pair scored woman first back to A’s side', async () => {
    const page = await list({ groupId: group._id, pageNo: 1, pageLimit: 2 });
    const first = (await list({ pairId: page.items[0]?._id })).items[0];
    const second = (await list({ pairId: page.items[1]?._id })).items[0];
    const r1 = first?.outRules?.find((r) => r.rules === 'su_0_mo');
    const r2 = second?.outRules?.find((r) => r.rules === 'su_0_mo');
    // pair 2 is pair 1 with A and B exchanged: its A→B is pair 1's B→A
    expect(r2?.userALng).toBeCloseTo(r1?.userB2Lng ?? NaN, 9);
    expect(r2?.abs).toBeCloseTo(r1?.abs2 ?? NaN, 9);
    const { a, b } = expected((await ruleSetForScoring(t.db, set.id)) as RuleSet);
    const sid = (lng: number, aya: number) => (lng - aya + 360) % 360;
    expect(first?.gunaTotal).toBe(
      gunaMilan(sid(a.points.mo.lng, a.ayanamsa), sid(b.points.mo.lng, b.ayanamsa)).total,
    );
  });

  it('computes afresh after the set is saved (no stale results)', async () => {
    const before = await list({ groupId: group._id });
    await t.db
      .update(schema.synastrySets)
      .set({ synastryVsGm: [{ label: 'weight', val1: 0, val2: 100 }], version: set.version + 1 })
      .where(eq(schema.synastrySets.id, set.id));
    const after = await list({ groupId: group._id });
    expect(after.protocol.version).toBe(set.version + 1);
    expect(after.items[0]?.score).toBeCloseTo(after.items[0]?.gunaPer ?? NaN, 9);
    expect(after.items[0]?.score).not.toBeCloseTo(before.items[0]?.score ?? NaN, 9);
    await t.db
      .update(schema.synastrySets)
      .set({ synastryVsGm: [{ label: 'weight', val1: 50, val2: 50 }], version: set.version + 2 })
      .where(eq(schema.synastrySets.id, set.id));
  });

  it('refuses neither or both of groupId and pairId, and answers 404 for unknown ids, 401 without a token', async () => {
    const neither = await post('multiPairList', { protocolId: set.id });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toBe(pairMessages.pageOrPair);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const noSet = await post('multiPairList', { protocolId: unknown, groupId: group._id });
    expect([noSet.statusCode, noSet.json().message]).toEqual([404, 'Rule/Score set not found']);
    const noGroup = await post('multiPairList', { protocolId: set.id, groupId: unknown });
    expect([noGroup.statusCode, noGroup.json().message]).toEqual([404, 'Pair group not found']);
    const noPair = await post('multiPairList', { protocolId: set.id, pairId: unknown });
    expect([noPair.statusCode, noPair.json().message]).toEqual([404, 'Pair not found']);
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/api/pair/multiPairList',
      payload: { protocolId: set.id, groupId: group._id },
    });
    expect(noToken.statusCode).toBe(401);
  });
});

describe('DELETE /api/pair/pair-group/{id}', () => {
  it('deletes the group with its pairs and an audit row', async () => {
    const group = await newGroup('To delete');
    await post('create', [{ groupId: group._id, userA: personA, userB: personB }]);
    const audits = await rowCount(schema.auditLog);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/pair/pair-group/${group._id}`,
      headers: as(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ valid: true, message: 'Pair group deleted successfully' });
    expect((await t.db.select().from(schema.pairs).where(eq(schema.pairs.groupId, group._id))).length).toBe(
      0,
    );
    expect(await rowCount(schema.auditLog)).toBe(audits + 1);
  });

  it('answers 409 for a group changed since the version sent, 404 for an unknown one, 401 without a token', async () => {
    const group = await newGroup('Changed meanwhile');
    await post('create', [{ groupId: group._id, userA: personA, userB: personB }]);
    const stale = await t.app.inject({
      method: 'DELETE',
      url: `/api/pair/pair-group/${group._id}?version=${group.version}`,
      headers: as(),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(pairMessages.staleGroup);
    expect(
      (await t.db.select().from(schema.pairGroups).where(eq(schema.pairGroups.id, group._id))).length,
    ).toBe(1);
    const unknown = await t.app.inject({
      method: 'DELETE',
      url: '/api/pair/pair-group/00000000-0000-4000-8000-000000000000',
      headers: as(),
    });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Pair group not found']);
    const malformed = await t.app.inject({
      method: 'DELETE',
      url: '/api/pair/pair-group/nope',
      headers: as(),
    });
    expect([malformed.statusCode, malformed.json().message]).toEqual([400, 'The id is not valid.']);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/pair/pair-group/${group._id}` })).statusCode,
    ).toBe(401);
  });
});
