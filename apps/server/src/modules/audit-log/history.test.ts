import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRuleMessages, type AuditListAnswer, type Location } from '@orrery/contract';
import { writeAudit } from '../../lib/audit';
import { createTestApp, type TestAdmin, type TestContext } from '../../../test/helpers';

let t: TestContext;
let admin: TestAdmin;
let location: Location;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.addAdmin('admin');
  const call = async (url: string, payload: Record<string, unknown>) => {
    const res = await t.app.inject({ method: 'POST', url, headers: t.auth(admin.token), payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ item: Location }>().item;
  };
  // a location added, then its tags changed twice, through the API
  location = await call('/api/location/location-map', { key: 'Porto', tag: ['north'] });
  location = await call(`/api/location/location-item-add/${location._id}`, {
    tag: ['north', 'coast'],
    version: location.version,
  });
  location = await call(`/api/location/location-item-add/${location._id}`, {
    tag: ['coast'],
    version: location.version,
  });
  // another record's change, not in this one's History
  await writeAudit(t.db, null, { action: 'location.update', entity: 'location', entityId: 'other' });
});
afterAll(() => t.close());

const history = (query: string, token: string | null = admin.token) =>
  t.app.inject({
    method: 'GET',
    url: `/api/audit-log/history?${query}`,
    headers: token ? t.auth(token) : {},
  });

describe('GET /api/audit-log/history', () => {
  it("answers one record's changes newest first, field by field, to any admin", async () => {
    const res = await history(`entity=location&entityId=${location._id}`);
    expect(res.statusCode, res.body).toBe(200);
    const { item, pagination } = res.json<AuditListAnswer>();
    expect(pagination.totalUser).toBe(3);
    expect(item.map((e) => e.action)).toEqual(['location.update', 'location.update', 'location.add']);
    expect(item.every((e) => e.actorId === admin.id)).toBe(true);
    expect(item[0]).toMatchObject({
      before: expect.objectContaining({ tag: ['north', 'coast'] }),
      after: expect.objectContaining({ tag: ['coast'] }),
    });
    const second = (
      await history(`entity=location&entityId=${location._id}&pageLimit=2&pageNo=2`)
    ).json<AuditListAnswer>();
    expect(second.item.map((e) => e.action)).toEqual(['location.add']);
  });

  it('names the field of a bad query as the screen does, and writes nothing', async () => {
    const message = async (query: string) => {
      const res = await history(query);
      expect(res.statusCode).toBe(400);
      return res.json<{ message: string }>().message;
    };
    expect(await message('entity=invoice&entityId=1')).toMatch(/^Area /);
    expect(await message('entity=location')).toMatch(/Record/);
    expect(await message(`entity=location&entityId=${'x'.repeat(201)}`)).toMatch(/^Record /);
  });

  it("needs a token, and a superadmin for an admin's History", async () => {
    expect((await history(`entity=location&entityId=${location._id}`, null)).statusCode).toBe(401);
    const refused = await history(`entity=admin&entityId=${admin.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(adminRuleMessages.superadminOnly);
    const own = await history(`entity=admin&entityId=${admin.id}`, t.superadmin.token);
    expect(own.statusCode).toBe(200);
  });
});
