import { beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_SOURCE_TEXT, type SourceText } from '@orrery/contract';
import { schema } from '@orrery/db';
import { type TestAdmin, useTestApp } from '../../../test/helpers';
import { lastAuditOf, writesOf } from '../../../test/writes';
import { sourceTextsFor } from './index';

const t = useTestApp();
let admin: TestAdmin;
beforeAll(async () => {
  admin = await t.addAdmin('admin');
});

const load = (key: string, token: string | null = admin.token) =>
  t.app.inject({
    method: 'GET',
    url: `/api/setting/get-astro-source-texts/${encodeURIComponent(key)}`,
    headers: token ? t.auth(token) : {},
  });
const save = (body: object, token: string | null = admin.token) =>
  t.app.inject({
    method: 'POST',
    url: '/api/setting/astro-source-texts',
    payload: body,
    headers: token ? t.auth(token) : {},
  });
const keys = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/setting/astro-source-text-keys',
      headers: t.auth(admin.token),
    })
  ).json<{ data: string[] }>().data;

const writes = () => writesOf(t.db, schema.astroSourceTexts, 'sourceText');

const text = (key: string, version: number, changes: object = {}) => ({
  key,
  ...EMPTY_SOURCE_TEXT,
  title: 'Saturn square Sun',
  fullText: 'A time of tests.',
  summary: 'Tests.',
  keywords: 'effort, limits',
  version,
  ...changes,
});

describe('POST /api/setting/astro-source-texts and GET setting/get-astro-source-texts/{key}', () => {
  it('a key without a text loads as an empty record, version 0', async () => {
    const res = await load('t_a_sa_squ_su');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      valid: true,
      data: { key: 't_a_sa_squ_su', ...EMPTY_SOURCE_TEXT, version: 0, modifiedAt: null },
    });
  });

  it("saves a new text: 'successfully saved.', version 1, one audit row; it loads whole and is listed", async () => {
    const before = await writes();
    const res = await save(
      text('t_a_sa_squ_su', 0, {
        lordshipNormal: 'Lord of 10',
        lordshipMulaTrikona: 'Lord of 11',
        brighuSamhitaText: 'Bhrigu says…',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ valid: true, message: 'successfully saved.', data: { version: 1 } });
    const data = (await load('t_a_sa_squ_su')).json<{ data: SourceText }>().data;
    expect(data).toMatchObject({
      key: 't_a_sa_squ_su',
      title: 'Saturn square Sun',
      fullText: 'A time of tests.',
      summary: 'Tests.',
      keywords: 'effort, limits',
      lordshipNormal: 'Lord of 10',
      lordshipMulaTrikona: 'Lord of 11',
      brighuSamhitaText: 'Bhrigu says…',
      version: 1,
    });
    expect(await writes()).toEqual({ rows: before.rows + 1, audit: before.audit + 1 });
    expect(await keys()).toContain('t_a_sa_squ_su');
    const audit = await lastAuditOf(t.db, 'sourceText');
    expect(audit).toMatchObject({ action: 'sourceText.add', actorId: admin.id, entityId: 't_a_sa_squ_su' });
  });

  it('updates over the loaded version (2), and refuses a stale save: 409, nothing written', async () => {
    expect((await save(text('t_a_sa_squ_su', 1, { title: 'Edited' }))).statusCode).toBe(200);
    const before = await writes();
    const stale = await save(text('t_a_sa_squ_su', 1, { title: 'Lost edit' }), t.superadmin.token);
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ message: string }>().message).toMatch(/changed by someone else/);
    expect(await writes()).toEqual(before);
    expect((await load('t_a_sa_squ_su')).json<{ data: SourceText }>().data).toMatchObject({
      title: 'Edited',
      version: 2,
    });
    // a "new" text for a key someone already wrote is stale too
    expect((await save(text('t_a_sa_squ_su', 0))).statusCode).toBe(409);
  });

  it('two first saves of one key at once: one is saved, the other is a 409', async () => {
    const both = await Promise.all([
      save(text('t_h_sa_01', 0)),
      save(text('t_h_sa_01', 0), t.superadmin.token),
    ]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect((await load('t_h_sa_01')).json<{ data: SourceText }>().data.version).toBe(1);
  });

  it.each([
    ['t_h_ju_07'],
    ['p_su_con_mo'],
    ['ecl_solar_01'],
    ['ph_amavashya_12'],
    ['d_05'],
    ['tp_brg_md_sa_10'],
    ['tp_md_04'],
    ['tp_yoga_raja'],
    ['tp_dig_ex'],
    ['tp_ang_07'],
    ['t_p_ju_tri_mo'],
  ])('accepts the key shape %s', async (key) => {
    const res = await save(text(key, 0));
    expect(res.statusCode).toBe(200);
    expect((await load(key)).json<{ data: SourceText }>().data.version).toBe(1);
  });

  it.each([
    ['', 'key is required.'],
    ['   ', 'key is required.'],
    ['t_a_sa_squ', 'last level is required.'],
    ['t_h_ju', 'last level is required.'],
    ['tp_brg_md_sa', 'last level is required.'],
    ['ecl_solar', 'last level is required.'],
    ['t_a_sa_squ_su_x', 'last level is required.'],
    ['x_y', 'last level is required.'],
  ])("refuses the key '%s' on save and load: 400 '%s', nothing written", async (key, message) => {
    const before = await writes();
    const res = await save(text(key, 0));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ valid: false, message });
    expect(await writes()).toEqual(before);
    if (key.trim()) expect((await load(key)).json()).toEqual({ valid: false, message });
  });

  it('answers a key too long, or none in the address, with their messages (400)', async () => {
    const long = `t_a_${'x'.repeat(120)}`;
    // in the address, the server's guard of long path parts answers first
    expect((await load(long)).json()).toEqual({ valid: false, message: 'Part of the address is too long.' });
    expect((await save(text(long, 0))).json()).toEqual({ valid: false, message: 'last level is required.' });
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/setting/get-astro-source-texts/',
      headers: t.auth(admin.token),
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ valid: false, message: 'key is required.' });
  });

  it('refuses a body without a key or version, or with a text too long (400); any call without a token (401)', async () => {
    const before = await writes();
    const { key: _k, ...noKey } = text('t_h_ju_07', 1);
    expect((await save(noKey)).statusCode).toBe(400);
    const { version: _v, ...noVersion } = text('t_h_ju_07', 1);
    expect((await save(noVersion)).statusCode).toBe(400);
    expect((await save(text('t_h_ju_07', 1, { title: 'x'.repeat(301) }))).statusCode).toBe(400);
    expect((await save(text('t_h_ju_07', 1), null)).statusCode).toBe(401);
    expect((await load('t_h_ju_07', null)).statusCode).toBe(401);
    const unsigned = await t.app.inject({ method: 'GET', url: '/api/setting/astro-source-text-keys' });
    expect(unsigned.statusCode).toBe(401);
    expect(await writes()).toEqual(before);
  });

  it('sourceTextsFor (the report): the texts of the keys that have one, by key', async () => {
    const found = await sourceTextsFor(t.db, ['t_a_sa_squ_su', 't_h_ju_07', 't_a_su_con_mo', 't_h_ju_07']);
    expect([...found.keys()].sort()).toEqual(['t_a_sa_squ_su', 't_h_ju_07']);
    expect(found.get('t_a_sa_squ_su')?.title).toBe('Edited');
    expect((await sourceTextsFor(t.db, [])).size).toBe(0);
  });
});
