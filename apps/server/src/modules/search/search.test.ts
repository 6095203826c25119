import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_HITS_PER_KIND, type SearchAnswer } from '@orrery/contract';
import { schema } from '@orrery/db';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { insertMember } from '../../../test/members';
import { defaultSetContent } from '../synastry-sets';

let t: TestContext;
let joao: string;
let celebrity: string;
let setId: string;
beforeAll(async () => {
  t = await createTestApp();
  joao = await insertMember(t.db, { nickName: 'João Batista', identifier: 'jbatista@example.com' });
  await insertMember(t.db, { nickName: 'Joanna', identifier: 'joanna@example.com', isDeleted: true });
  for (let i = 0; i < 7; i += 1) await insertMember(t.db, { nickName: `Crowd ${i}` });
  const [star] = await t.db
    .insert(schema.celebrities)
    .values({
      fullName: 'Zoë Saldaña',
      identifier: `zoe-${Date.now()}`,
      gender: 'f',
      celebrityType: 'Actor',
      region: 'US',
      heightM: 1.55,
      profession: 'Actor',
      rodden: 'AA',
      jungianType: 'ENFP',
      shortIntro: 'An actor.',
      dob: '1978-06-19',
      tob: '12:00',
      pob: 'Passaic, New Jersey, United States',
      lat: 40.857,
      lng: -74.128,
      credit: 'test',
      imageUrl: '',
      imageCredit: '',
    })
    .returning({ id: schema.celebrities.id });
  celebrity = star!.id;
  await t.db.insert(schema.contentKeys).values([
    { category: 'login', key: 'search_test_live', base: 'Live', type: 'static', useFor: 'server' },
    {
      category: 'login',
      key: 'search_test_gone',
      base: 'Gone',
      type: 'static',
      useFor: 'mobile',
      deletedAt: new Date(),
    },
  ]);
  const [set] = await t.db
    .insert(schema.synastrySets)
    .values({ ...defaultSetContent('Vênus rules'), ownerId: t.superadmin.id })
    .returning({ id: schema.synastrySets.id });
  setId = set!.id;
});
afterAll(() => t.close());

const search = async (q: string, token: string | null = t.superadmin.token) =>
  t.app.inject({
    method: 'GET',
    url: `/api/search?q=${encodeURIComponent(q)}`,
    headers: token ? t.auth(token) : {},
  });
const hits = async (q: string) => {
  const res = await search(q);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SearchAnswer>().items;
};

describe('GET /api/search', () => {
  it('finds a member by nickname accents and case aside, by e-mail and by whole id', async () => {
    const members = (await hits('JOA')).filter((h) => h.kind === 'member');
    expect(members).toHaveLength(2);
    expect(members).toContainEqual({
      kind: 'member',
      _id: joao,
      title: 'João Batista',
      detail: 'jbatista@example.com',
    });
    expect(members).toContainEqual(
      expect.objectContaining({ title: 'Joanna', detail: 'joanna@example.com (deleted)' }),
    );
    expect((await hits('joão bat')).map((h) => h._id)).toEqual([joao]);
    expect((await hits('jbatista@')).map((h) => h._id)).toEqual([joao]);
    expect((await hits(joao.toUpperCase())).map((h) => h.title)).toEqual(['João Batista']);
  });

  it(`answers at most ${SEARCH_HITS_PER_KIND} of a kind`, async () => {
    expect((await hits('crowd')).filter((h) => h.kind === 'member')).toHaveLength(SEARCH_HITS_PER_KIND);
  });

  it('finds admins, celebrities, content keys and synastry sets', async () => {
    expect(await hits('superadmin')).toContainEqual(
      expect.objectContaining({ kind: 'admin', _id: t.superadmin.id }),
    );
    expect(await hits('zoe sal')).toContainEqual({
      kind: 'celebrity',
      _id: celebrity,
      title: 'Zoë Saldaña',
      detail: 'Actor',
    });
    // a deleted key is not offered
    expect((await hits('search_test')).filter((h) => h.kind === 'contentKey')).toEqual([
      expect.objectContaining({ title: 'search_test_live', detail: 'server, login', useFor: 'server' }),
    ]);
    const set = { kind: 'synastrySet', _id: setId, title: 'Vênus rules', detail: 'Synastry rule/score set' };
    expect(await hits('venus')).toContainEqual(set);
    expect(await hits(setId)).toContainEqual(set);
  });

  it('needs 3 letters (400 naming Search) and a token (401)', async () => {
    const short = await search('jo');
    expect(short.statusCode).toBe(400);
    expect(short.json<{ message: string }>().message).toMatch(/^Search /);
    expect((await search('joao', null)).statusCode).toBe(401);
  });
});
