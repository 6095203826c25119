import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locationMessages as m, type Location } from '@orrery/contract';
import { schema } from '@orrery/db';
import { createTestApp, type TestContext } from '../../../test/helpers';

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.addAdmin('admin')).token;
});
afterAll(() => t.close());

type List = { item: Location[]; pagination: { total: number; currentPage: number; totalPages: number } };
type Saved = { valid: true; message: string; item: Location };

async function call<T = Record<string, unknown>>(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  payload?: unknown,
  bearer: string | null = token,
) {
  const answer = await t.app.inject({
    method,
    url: `/api/location/${path}`,
    headers: bearer ? t.auth(bearer) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: answer.statusCode, body: answer.json<T>() };
}

const rows = () => t.db.select().from(schema.locations);
const audits = async (action: string) =>
  (await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, action))).length;

async function add(key: string, tag: string[], updateFor?: string): Promise<Location> {
  const { status, body } = await call<Saved>('POST', 'location-map', { key, tag, updateFor });
  expect(status).toBe(200);
  return body.item;
}

describe('POST location/location-map', () => {
  it('adds a location with key and tags lower-cased and trimmed, audited', async () => {
    const before = await audits('location.add');
    const { status, body } = await call<Saved>('POST', 'location-map', {
      key: '  Bengaluru ',
      tag: [' Bangalore', 'BLR  ', 'bangalore', '  '],
      updateFor: 'city',
    });
    expect(status).toBe(200);
    expect(body.message).toBe('Location added successfully');
    expect(body.item).toMatchObject({
      key: 'bengaluru',
      tag: ['bangalore', 'blr'],
      updateFor: 'city',
      version: 1,
    });
    expect(await audits('location.add')).toBe(before + 1);
    const [row] = await t.db.select().from(schema.locations).where(eq(schema.locations.key, 'bengaluru'));
    expect(row?.tag).toEqual(['bangalore', 'blr']);
  });

  it('refuses a missing key or tag with its message, writing nothing', async () => {
    const count = (await rows()).length;
    for (const body of [
      { tag: ['a'] },
      { key: 'x' },
      { key: '   ', tag: ['a'] },
      { key: 'x', tag: [' ', ''] },
      { key: 'x', tag: [] },
      {},
    ]) {
      const answer = await call('POST', 'location-map', body);
      expect(answer).toEqual({ status: 400, body: { valid: false, message: m.fillAll } });
    }
    expect((await rows()).length).toBe(count);
  });

  it('refuses a bad updateFor, a key taken (any case) and over-long values', async () => {
    await add('rio de janeiro', ['rio']);
    expect(await call('POST', 'location-map', { key: 'x', tag: ['a'], updateFor: 'planet' })).toEqual({
      status: 400,
      body: { valid: false, message: 'updateFor must be one of locality, city, region, country.' },
    });
    expect(await call('POST', 'location-map', { key: ' Rio de Janeiro', tag: ['rj'] })).toEqual({
      status: 409,
      body: { valid: false, message: 'A location with the key rio de janeiro already exists.' },
    });
    expect((await call('POST', 'location-map', { key: 'k'.repeat(101), tag: ['a'] })).body).toMatchObject({
      message: m.keyTooLong,
    });
    expect((await call('POST', 'location-map', { key: 'k', tag: ['t'.repeat(101)] })).body).toMatchObject({
      message: m.tagTooLong,
    });
  });

  it('answers 401 without a token', async () => {
    expect((await call('POST', 'location-map', { key: 'z', tag: ['z'] }, null)).status).toBe(401);
  });
});

describe('GET location/locationMap-list/{skip}/{limit}/', () => {
  beforeAll(async () => {
    await add('goa', ['panaji', 'panjim'], 'region');
    await add('india', ['bharat', 'hindustan'], 'country');
    await add('bandra', ['bandra west'], 'locality');
  });

  it('lists newest first with the list pagination, and pages', async () => {
    const { status, body } = await call<List>('GET', 'locationMap-list/0/2/');
    expect(status).toBe(200);
    expect(body.item.map((l) => l.key)).toEqual(['bandra', 'india']);
    const total = (await rows()).length;
    expect(body.pagination).toEqual({ total, currentPage: 1, totalPages: Math.ceil(total / 2) });
    const next = await call<List>('GET', 'locationMap-list/2/2/');
    expect(next.body.item.map((l) => l.key)).toEqual(['goa', 'rio de janeiro']);
    expect(next.body.pagination.currentPage).toBe(2);
  });

  it('searches the key or a tag, narrows by updateFor, sorts by key', async () => {
    const byKey = await call<List>('GET', 'locationMap-list/0/20/?search=AN');
    expect(byKey.body.item.map((l) => l.key).sort()).toEqual(['bandra', 'rio de janeiro']);
    const byTag = await call<List>('GET', 'locationMap-list/0/20/?searchBy=tag&search=panj');
    expect(byTag.body.item.map((l) => l.key)).toEqual(['goa']);
    const wildcard = await call<List>('GET', 'locationMap-list/0/20/?search=%25');
    expect(wildcard.body.item).toEqual([]);
    const regions = await call<List>('GET', 'locationMap-list/0/20/?updateFor=region');
    expect(regions.body).toMatchObject({ item: [{ key: 'goa' }], pagination: { total: 1 } });
    const sorted = await call<List>('GET', 'locationMap-list/0/20/?sortBy=key');
    const keys = sorted.body.item.map((l) => l.key);
    expect(keys).toEqual([...keys].sort());
    const reversed = await call<List>('GET', 'locationMap-list/0/20/?sortBy=key&orderBy=desc');
    expect(reversed.body.item.map((l) => l.key)).toEqual([...keys].reverse());
  });

  it('refuses bad paging and filters, and answers 401 without a token', async () => {
    expect((await call('GET', 'locationMap-list/0/501/')).body).toEqual({
      valid: false,
      message: 'limit must be a whole number from 1 to 500',
    });
    expect((await call('GET', 'locationMap-list/0/20/?searchBy=city')).body).toEqual({
      valid: false,
      message: 'searchBy must be key or tag',
    });
    expect((await call('GET', 'locationMap-list/0/20/?updateFor=x')).status).toBe(400);
    expect((await call('GET', 'locationMap-list/0/20/', undefined, null)).status).toBe(401);
  });
});

describe('POST location/location-item-add/{id}', () => {
  it('saves the tags over the version loaded, lower-cased and trimmed, audited', async () => {
    const location = await add('porto', ['oporto']);
    const before = await audits('location.update');
    const { status, body } = await call<Saved>('POST', `location-item-add/${location._id}`, {
      key: 'Porto ',
      tag: ['Oporto', ' Invicta '],
      version: 1,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      message: 'Location updated successfully',
      item: { tag: ['oporto', 'invicta'], version: 2 },
    });
    expect(await audits('location.update')).toBe(before + 1);
    // the same version again: someone saved since
    const stale = await call('POST', `location-item-add/${location._id}`, { tag: ['x'], version: 1 });
    expect(stale).toEqual({ status: 409, body: { valid: false, message: m.stale } });
  });

  it('keeps the key and updateFor locked, requires tags, writing nothing', async () => {
    const location = await add('lisbon', ['lisboa'], 'city');
    const path = `location-item-add/${location._id}`;
    expect(await call('POST', path, { key: 'lisboa', tag: ['x'], version: 1 })).toEqual({
      status: 400,
      body: { valid: false, message: m.keyLocked },
    });
    expect(await call('POST', path, { tag: ['x'], updateFor: 'region', version: 1 })).toEqual({
      status: 400,
      body: { valid: false, message: m.updateForLocked },
    });
    expect(await call('POST', path, { tag: [' '], version: 1 })).toEqual({
      status: 400,
      body: { valid: false, message: m.fillAll },
    });
    expect((await call('POST', path, { tag: ['x'] })).body).toEqual({ valid: false, message: m.version });
    const [row] = await t.db.select().from(schema.locations).where(eq(schema.locations.id, location._id));
    expect(row).toMatchObject({ key: 'lisbon', tag: ['lisboa'], updateFor: 'city', version: 1 });
  });

  it('answers 404 for an unknown id, 400 for a bad one, 401 without a token', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await call('POST', `location-item-add/${unknown}`, { tag: ['x'], version: 1 })).toEqual({
      status: 404,
      body: { valid: false, message: m.notFound },
    });
    expect((await call('POST', 'location-item-add/nope', { tag: ['x'], version: 1 })).body).toEqual({
      valid: false,
      message: m.badId,
    });
    expect(
      (await call('POST', `location-item-add/${unknown}`, { tag: ['x'], version: 1 }, null)).status,
    ).toBe(401);
  });
});

describe('DELETE location/delete-location/{id}', () => {
  it('deletes, audited; a second delete is 404; 401 without a token', async () => {
    const location = await add('madrid', ['madri']);
    expect((await call('DELETE', `delete-location/${location._id}`, undefined, null)).status).toBe(401);
    const before = await audits('location.delete');
    expect(await call('DELETE', `delete-location/${location._id}`)).toEqual({
      status: 200,
      body: { valid: true, message: 'Location deleted successfully' },
    });
    expect(await audits('location.delete')).toBe(before + 1);
    expect((await rows()).some((r) => r.id === location._id)).toBe(false);
    expect(await call('DELETE', `delete-location/${location._id}`)).toEqual({
      status: 404,
      body: { valid: false, message: m.notFound },
    });
  });

  it('lets a superadmin do the same as an admin', async () => {
    const location = await add('paris', ['paname']);
    expect(
      (await call('DELETE', `delete-location/${location._id}`, undefined, t.superadmin.token)).status,
    ).toBe(200);
  });
});
