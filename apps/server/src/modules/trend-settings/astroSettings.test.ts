import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_EVENT_SETTINGS } from '@orrery/astro';
import { DEFAULT_ASTRO_SETTINGS, type AstroSettings } from '@orrery/contract';
import { schema } from '@orrery/db';
import { type TestAdmin, useTestApp } from '../../../test/helpers';
import { lastAuditOf, writesOf } from '../../../test/writes';

const t = useTestApp();
let admin: TestAdmin;
beforeAll(async () => {
  admin = await t.addAdmin('admin');
});

const URL_SAVE = '/api/setting/astro-events-settings';
const URL_LOAD = '/api/setting/get-astro-events-settings';

const load = (token = admin.token) => t.app.inject({ method: 'GET', url: URL_LOAD, headers: t.auth(token) });
const save = (body: object, token = admin.token) =>
  t.app.inject({ method: 'POST', url: URL_SAVE, payload: body, headers: t.auth(token) });
const loaded = async () => (await load()).json<{ data: AstroSettings }>().data;

const writes = () => writesOf(t.db, schema.astroSettings, 'astroSettings');

const body = (version: number, changes: object = {}) => ({ ...DEFAULT_ASTRO_SETTINGS, version, ...changes });
const row = (scenario: string, values: (number | null)[]) => {
  const [conjunction = null, opposition = null, trine = null, square = null, sextile = null] = values;
  return { scenario, conjunction, opposition, trine, square, sextile };
};

describe('GET /api/setting/get-astro-events-settings', () => {
  it('answers the defaults (orbs 1.7 / 0.3 / 1.2 / 0.1), version 0, when never saved', async () => {
    const res = await load();
    expect(res.statusCode).toBe(200);
    const { valid, data } = res.json<{ valid: boolean; data: AstroSettings }>();
    expect(valid).toBe(true);
    expect(data).toMatchObject({
      transitAspectOrb: 1.7,
      transitAspectPeakOrb: 0.3,
      progressedAspectOrb: 1.2,
      progressedAspectPeakOrb: 0.1,
      transitHouseType: 'wholeSign',
      version: 0,
      modifiedAt: null,
    });
    expect(data.transitScenario.map((r) => r.scenario)).toEqual([
      '1/2 peaks once',
      '3/5 does not peak',
      '4/6 peaks twice',
      '7/9 does not peak',
      '8/10 peaks twice',
      '11 peaks three times',
    ]);
  });

  it("the astro-event part of the defaults is the engine's DEFAULT_EVENT_SETTINGS", () => {
    const engineKeys = Object.keys(DEFAULT_EVENT_SETTINGS) as (keyof typeof DEFAULT_EVENT_SETTINGS)[];
    for (const key of engineKeys)
      expect(DEFAULT_ASTRO_SETTINGS[key], key).toEqual(DEFAULT_EVENT_SETTINGS[key]);
  });

  it('needs a token (401)', async () => {
    const res = await t.app.inject({ method: 'GET', url: URL_LOAD });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ valid: false });
  });
});

describe('POST /api/setting/astro-events-settings', () => {
  it("saves the whole object: 'Successfully saved.', version 1, one audit row; loading returns it whole", async () => {
    const before = await writes();
    const res = await save(
      body(0, {
        transitAspectOrb: 2.5,
        transitHouseType: 'bhavaChal',
        dasha: true,
        cDashaGroup2: ['sa', 'ju'],
        allTrends_p: false,
        transitScenario: [
          row('1/2 peaks once', [1, 0.9, null, 0.5, 0.25]),
          row('', [null, null, null, null, null]),
          row('11 peaks three times', [0, 1, 1, 1, 1]),
        ],
      }),
    );
    expect(res.statusCode).toBe(200);
    const answer = res.json<{ valid: boolean; message: string; data: AstroSettings }>();
    expect(answer).toMatchObject({ valid: true, message: 'Successfully saved.' });
    expect(answer.data.version).toBe(1);
    const data = await loaded();
    expect(data).toMatchObject({
      transitAspectOrb: 2.5,
      transitHouseType: 'bhavaChal',
      dasha: true,
      cDashaGroup2: ['sa', 'ju'],
      allTrends_p: false,
      version: 1,
    });
    // the wholly empty row is dropped; loading answers the six fixed rows, those not given empty
    expect(data.transitScenario).toEqual([
      row('1/2 peaks once', [1, 0.9, null, 0.5, 0.25]),
      row('3/5 does not peak', []),
      row('4/6 peaks twice', []),
      row('7/9 does not peak', []),
      row('8/10 peaks twice', []),
      row('11 peaks three times', [0, 1, 1, 1, 1]),
    ]);
    expect(await writes()).toEqual({ rows: before.rows + 1, audit: before.audit + 1 });
    const audit = await lastAuditOf(t.db, 'astroSettings');
    expect(audit).toMatchObject({ action: 'astroSettings.save', actorId: admin.id, before: null });
  });

  it('refuses a save over an older version: 409, nothing written', async () => {
    const before = await writes();
    const res = await save(body(0));
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toMatch(/changed by someone else/);
    expect(await writes()).toEqual(before);
    expect((await loaded()).transitAspectOrb).toBe(2.5);
  });

  it('saves again over the current version (2), the audit row holding before and after', async () => {
    const res = await save(body(1, { progressedAspectOrb: 1.5 }), t.superadmin.token);
    expect(res.statusCode).toBe(200);
    expect((await loaded()).progressedAspectOrb).toBe(1.5);
    expect((await loaded()).version).toBe(2);
    const audit = await lastAuditOf(t.db, 'astroSettings');
    expect(audit).toMatchObject({
      actorId: t.superadmin.id,
      before: { progressedAspectOrb: 1.2, transitAspectOrb: 2.5 },
      after: { progressedAspectOrb: 1.5, transitAspectOrb: 1.7 },
    });
  });

  it.each([
    [
      'a row without scenario',
      [row(' ', [0.5, null, null, null, null])],
      'Scenario field cannot be empty in any row.',
    ],
    [
      'a cell that is text',
      [{ ...row('1/2 peaks once', []), trine: 'high' }],
      'Numeric fields must be numbers or empty.',
    ],
    [
      'a renamed scenario',
      [row('1/2 peaks once', [1]), row("3/5 doesn't peak", [0.5])],
      'Scenario "3/5 doesn\'t peak" is not one of the six scenarios of the table (1/2 peaks once, ' +
        '3/5 does not peak, 4/6 peaks twice, 7/9 does not peak, 8/10 peaks twice, 11 peaks three times): ' +
        'their names cannot be changed.',
    ],
    [
      'a scenario given twice',
      [row('4/6 peaks twice', [1]), row(' 4/6 peaks twice', [0.5])],
      'Scenario "4/6 peaks twice" is given twice: each scenario has one row.',
    ],
    ['a number over 1', [row('1/2 peaks once', [1.5])], 'Numeric fields must be from 0 to 1.'],
    ['a negative number', [row('1/2 peaks once', [-0.1])], 'Numeric fields must be from 0 to 1.'],
    [
      'seven rows',
      Array.from({ length: 7 }, () => row('x', [1])),
      'The transit scenario table has at most six rows.',
    ],
  ])('refuses %s: 400 with the message, nothing written', async (_, transitScenario, message) => {
    const before = await writes();
    const res = await save(body(2, { transitScenario }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ valid: false, message });
    expect(await writes()).toEqual(before);
  });

  it.each([
    [
      'an orb that is not a number',
      { transitAspectOrb: 'wide' },
      'Orbs are numbers of degrees from 0 to 30.',
    ],
    ['a negative orb', { progressedAspectOrb: -1 }, 'Orbs are numbers of degrees from 0 to 30.'],
    ['a peak orb over its orb', { transitAspectPeakOrb: 3 }, 'A peak orb cannot be larger than its orb.'],
    [
      'an unknown house type',
      { transitHouseType: 'placidus' },
      'transitHouseType is wholeSign, bhavaChal or sppChalit',
    ],
    ['an unknown dasha lord', { cDashaGroup2: ['xx'] }, /cDashaGroup2 holds the nine dasha lords/],
  ])('refuses %s: 400, nothing written', async (_, changes, message) => {
    const before = await writes();
    const res = await save(body(2, changes));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(message);
    expect(await writes()).toEqual(before);
  });

  it('refuses a body without its version or a flag (400), and any call without a token (401)', async () => {
    const { version: _v, ...noVersion } = body(2);
    expect((await save(noVersion)).statusCode).toBe(400);
    const { dasha: _d, ...noFlag } = body(2);
    expect((await save(noFlag)).statusCode).toBe(400);
    const res = await t.app.inject({ method: 'POST', url: URL_SAVE, payload: body(2) });
    expect(res.statusCode).toBe(401);
    expect((await loaded()).version).toBe(2);
  });
});
