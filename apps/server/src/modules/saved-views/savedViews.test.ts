import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  savedViewMessages as m,
  type SavedView,
  type SavedViewListAnswer,
  type SearchAnswer,
} from '@orrery/contract';
import { createTestApp, type TestAdmin, type TestContext } from '../../../test/helpers';

let t: TestContext;
let ana: TestAdmin;
let bob: TestAdmin;
beforeAll(async () => {
  t = await createTestApp();
  ana = await t.addAdmin('admin');
  bob = await t.addAdmin('admin');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url: `/api/saved-views${url}`, headers: token ? t.auth(token) : {}, payload });
const view = (name: string, shared: boolean) => ({
  list: 'members',
  name,
  params: { gender: 'f', sortBy: 'nickName', orderBy: 'asc' },
  columns: ['nickName', 'identifier', 'city'],
  shared,
});
const save = async (token: string, body: object) => {
  const res = await call('POST', '/', token, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ message: string; item: SavedView }>();
};
const names = async (token: string) =>
  (await call('GET', '/?list=members', token)).json<SavedViewListAnswer>().items.map((v) => [v.name, v.mine]);

describe('/api/saved-views', () => {
  let shared: SavedView;

  it('saves private and shared views; each admin sees their own and the shared ones, by name', async () => {
    const answer = await save(ana.token, view('  Women, by name  ', true));
    expect(answer.message).toBe(m.saved('Women, by name'));
    shared = answer.item;
    expect(shared).toMatchObject({
      name: 'Women, by name',
      params: { gender: 'f', sortBy: 'nickName', orderBy: 'asc' },
      columns: ['nickName', 'identifier', 'city'],
      shared: true,
      mine: true,
    });
    await save(ana.token, view('Ana only', false));
    await save(bob.token, view('Ana only', false));
    expect(await names(ana.token)).toEqual([
      ['Ana only', true],
      ['Women, by name', true],
    ]);
    expect(await names(bob.token)).toEqual([
      ['Ana only', true],
      ['Women, by name', false],
    ]);
    const seenByBob = (await call('GET', '/?list=members', bob.token)).json<SavedViewListAnswer>().items;
    expect(seenByBob.find((v) => v._id === shared._id)?.ownerName).toBe(shared.ownerName);
  });

  it('refuses a name taken by the same admin (409), bad fields naming them (400) and no token (401)', async () => {
    const taken = await call('POST', '/', ana.token, view('Ana only', true));
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ message: string }>().message).toBe(m.nameTaken('Ana only'));
    const bad = async (body: object) => {
      const res = await call('POST', '/', ana.token, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      return res.json<{ message: string }>().message;
    };
    expect(await bad(view('   ', false))).toBe(m.nameEmpty);
    expect(await bad(view('x'.repeat(61), false))).toMatch(/^Name /);
    expect(await bad({ ...view('Deleted', false), list: 'deleted' })).toMatch(/^List /);
    expect(await bad({ ...view('Odd', false), params: { 'a b': 'x' } })).toMatch(/Filters/);
    expect(await bad({ ...view('Odd', false), columns: Array(81).fill('x') })).toMatch(/^Columns /);
    expect(await names(ana.token)).toHaveLength(2);
    expect((await call('POST', '/', null, view('No token', false))).statusCode).toBe(401);
    expect((await call('GET', '/?list=members', null)).statusCode).toBe(401);
  });

  it("finds the views an admin sees with Ctrl+K, not another admin's private one", async () => {
    const search = async (token: string, q: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/search?q=${q}`, headers: t.auth(token) }))
        .json<SearchAnswer>()
        .items.filter((h) => h.kind === 'savedView');
    expect((await search(bob.token, 'women')).map((h) => [h._id, h.detail])).toEqual([
      [shared._id, 'Members view, shared'],
    ]);
    expect((await search(bob.token, 'ana only')).map((h) => h.detail)).toEqual(['Members view, yours']);
  });

  it('lets only its owner or a superadmin delete a view', async () => {
    const refused = await call('DELETE', `/${shared._id}`, bob.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(m.notYours);
    const done = await call('DELETE', `/${shared._id}`, t.superadmin.token);
    expect(done.statusCode).toBe(200);
    expect(done.json<{ message: string }>().message).toBe(m.deleted('Women, by name'));
    expect((await call('DELETE', `/${shared._id}`, ana.token)).statusCode).toBe(404);
    expect((await call('DELETE', '/nope', ana.token)).statusCode).toBe(400);
    expect((await call('DELETE', `/${shared._id}`, null)).statusCode).toBe(401);
    expect(await names(bob.token)).toEqual([['Ana only', true]]);
  });
});
