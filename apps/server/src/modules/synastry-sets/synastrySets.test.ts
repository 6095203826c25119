import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { commonMessages, synastrySetMessages as m, type SynastrySet } from '@orrery/contract';
import { schema } from '@orrery/db';
import { createTestApp, type TestAdmin, type TestContext } from '../../../test/helpers';
import { saveSet, setBody, writesSoFar } from '../../../test/synastrySets';

let t: TestContext;
let admin: TestAdmin;
let other: TestAdmin;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.addAdmin('admin');
  other = await t.addAdmin('admin');
});
afterAll(() => t.close());

const as = (token: string) => t.auth(token);
const lastAudit = async (id: string) =>
  (
    await t.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.entity, 'synastrySet'), eq(schema.auditLog.entityId, id)))
      .orderBy(desc(schema.auditLog.id))
      .limit(1)
  )[0];

function edit(id: string, body: object, token = t.superadmin.token) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/setting/protocol/edit/${id}`,
    payload: body,
    headers: as(token),
  });
}

describe('POST /api/setting/protocol/save', () => {
  it('creates a set owned by the signed-in admin, with one audit row', async () => {
    const body = setBody('Long marriage', { user: other.id, notes: ' for tests ' });
    body.synastryCategory = body.synastryCategory.map((r, i) => (i === 0 ? { ...r, val1: 1 } : r));
    body.orbs = body.orbs.map((o) => (o.key === 'square' ? { ...o, value: 6, enabled: false } : o));
    body.planets = ['mo', 'su'];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/setting/protocol/save',
      payload: body,
      headers: as(admin.token),
    });
    expect(res.statusCode).toBe(200);
    const { valid, message, item } = res.json<{ valid: boolean; message: string; item: SynastrySet }>();
    expect({ valid, message }).toEqual({ valid: true, message: 'Synastry add success' });
    expect(item).toMatchObject({ name: 'Long marriage', user: admin.id, notes: 'for tests', version: 1 });
    expect(item.ownerName).toBe('admin 2');
    // the first category row is fixed at 4; an unticked orb keeps no value; planets in checklist order
    expect(item.synastryCategory[0]).toEqual({ label: 'veryHigh', val1: 4, val2: 4, val3: 4, val4: 4 });
    expect(item.orbs.find((o) => o.key === 'square')).toEqual({ key: 'square', value: null, enabled: false });
    expect(item.planets).toEqual(['su', 'mo']);
    expect(item.synastryRules).toHaveLength(253);
    const visible = item.synastryRules.filter((r) => r.isVisible).map((r) => r.rules);
    expect(visible).toEqual(['su_120_su', 'mo_120_mo', 'su_120_mo']);
    const audit = await lastAudit(item._id);
    expect(audit).toMatchObject({ action: 'synastrySet.add', actorId: admin.id, before: null });
  });

  it('refuses a name already taken, whatever its case: 409 "{name} is already exist", nothing written', async () => {
    const before = await writesSoFar(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/setting/protocol/save',
      payload: setBody('LONG MARRIAGE'),
      headers: as(t.superadmin.token),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ valid: false, message: 'LONG MARRIAGE is already exist' });
    expect(await writesSoFar(t)).toEqual(before);
  });

  it.each([
    ['no name', { name: '  ' }, m.nameRequired],
    [
      'a rule weight that is not a number',
      { synastryRules: [{ rules: 'su_0_su', communication: 'a', connection: 1, energy: 1, stability: 1 }] },
      m.communicationRequired,
    ],
    [
      'a rule without its stability',
      { synastryRules: [{ rules: 'su_0_su', communication: 1, connection: 1, energy: 1 }] },
      m.stabilityRequired,
    ],
    [
      'a rule not in the catalogue',
      { synastryRules: [{ rules: 'su_120_xx', communication: 1, connection: 1, energy: 1, stability: 1 }] },
      m.unknownRule('su_120_xx'),
    ],
    [
      'a rule listed twice',
      {
        synastryRules: [1, 2].map(() => ({
          rules: 'su_0_su',
          communication: 1,
          connection: 1,
          energy: 1,
          stability: 1,
        })),
      },
      m.duplicateRule('su_0_su'),
    ],
    ['an unknown planet', { planets: ['su', 'xx'] }, 'planets must be point codes (su, mo, me, …, as, mc)'],
    [
      'a category value above 4',
      { synastryCategory: [{ label: 'high', val1: 5, val2: 1, val3: 1, val4: 1 }] },
      'category values are from 0 to 4',
    ],
    [
      'heart bands out of order',
      {
        heartLogo: {
          veryHigh: { val1: 50, val2: 100 },
          high: { val1: 60, val2: 50 },
          medium: { val1: 40, val2: 60 },
          veryLow: { val1: 0, val2: 40 },
        },
      },
      'The Heart Logo bands must rise',
    ],
  ])('refuses %s with 400 and writes nothing', async (_label, overrides, message) => {
    const before = await writesSoFar(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/setting/protocol/save',
      payload: { ...setBody('Refused'), ...overrides },
      headers: as(t.superadmin.token),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await writesSoFar(t)).toEqual(before);
  });

  it('needs a signed-in admin (401)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/setting/protocol/save',
      payload: setBody('Anon'),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ valid: false, message: commonMessages.unauthorized });
  });
});

describe('GET /api/setting/protocols/list/{adminId} and GET /api/setting/protocol/{id}', () => {
  it('lists every set, oldest first, with its owner; one set in full', async () => {
    const mine = await saveSet(t, setBody('Listed'), other.token);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/setting/protocols/list/${admin.id}`,
      headers: as(admin.token),
    });
    expect(res.statusCode).toBe(200);
    const items = res.json<{ items: SynastrySet[] }>().items;
    expect(items.at(-1)).toMatchObject({
      _id: mine._id,
      name: 'Listed',
      user: other.id,
      ownerName: 'admin 3',
      version: 1,
    });
    expect(items.at(-1)).not.toHaveProperty('synastryRules');
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/setting/protocol/${mine._id}`,
      headers: as(admin.token),
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().item).toEqual(mine);
  });

  it('lists as oneself only, unless a superadmin (403)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/setting/protocols/list/${other.id}`,
      headers: as(admin.token),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(m.otherAdminsList);
    const superadmin = await t.app.inject({
      method: 'GET',
      url: `/api/setting/protocols/list/${other.id}`,
      headers: as(t.superadmin.token),
    });
    expect(superadmin.statusCode).toBe(200);
  });

  it('answers 400 for a malformed id, 404 for an unknown set, 401 without a token', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/setting/protocol/nope',
      headers: as(admin.token),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The Rule/Score set id is not valid.');
    const badList = await t.app.inject({
      method: 'GET',
      url: '/api/setting/protocols/list/nope',
      headers: as(admin.token),
    });
    expect(badList.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/setting/protocol/00000000-0000-4000-8000-000000000000',
      headers: as(admin.token),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(m.notFound);
    for (const url of [
      `/api/setting/protocols/list/${admin.id}`,
      '/api/setting/protocol/00000000-0000-4000-8000-000000000000',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('PUT /api/setting/protocol/edit/{id}', () => {
  it('saves over the loaded version: version 2, its message, one audit row with before and after', async () => {
    const set = await saveSet(t, setBody('Edited'), admin.token);
    const res = await edit(
      set._id,
      { ...setBody('Edited again', { planets: ['su'] }), version: 1 },
      admin.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ valid: true, message: 'Synastry updated successfully' });
    const item = res.json<{ item: SynastrySet }>().item;
    expect(item).toMatchObject({ name: 'Edited again', version: 2, user: admin.id, planets: ['su'] });
    expect(item.synastryRules.filter((r) => r.isVisible).map((r) => r.rules)).toEqual(['su_120_su']);
    const audit = await lastAudit(set._id);
    expect(audit).toMatchObject({ action: 'synastrySet.update', actorId: admin.id });
    expect(audit?.before).toMatchObject({ name: 'Edited', version: 1 });
    expect(audit?.after).toMatchObject({ name: 'Edited again', version: 2 });
    // the same name in another case is still its own
    expect((await edit(set._id, { ...setBody('EDITED AGAIN'), version: 2 }, admin.token)).statusCode).toBe(
      200,
    );
  });

  it('refuses a ticked orb without a value (400 naming the orb as labelled), never storing it as 0°', async () => {
    const set = await saveSet(t, setBody('Orbs'), admin.token);
    const before = await writesSoFar(t);
    // Sextile unticked (its value cleared), then ticked again without one
    const base = setBody('Orbs');
    const orbs = base.orbs.map((o) => (o.key === 'sextile' ? { ...o, value: null, enabled: true } : o));
    const res = await edit(set._id, { ...base, orbs, version: 1 }, admin.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      valid: false,
      message: 'The Sextile orb is ticked but has no value: enter its degrees, or untick it.',
    });
    expect(await writesSoFar(t)).toEqual(before);
    const [row] = await t.db.select().from(schema.synastrySets).where(eq(schema.synastrySets.id, set._id));
    expect(row?.orbs.find((o) => o.key === 'sextile')).toEqual({
      key: 'sextile',
      value: null,
      enabled: false,
    });
    // with its value it saves, and its rules show
    const given = base.orbs.map((o) => (o.key === 'sextile' ? { ...o, value: 4, enabled: true } : o));
    const saved = await edit(set._id, { ...base, orbs: given, version: 1 }, admin.token);
    expect(saved.statusCode).toBe(200);
    const item = saved.json<{ item: SynastrySet }>().item;
    expect(item.orbs.find((o) => o.key === 'sextile')).toEqual({ key: 'sextile', value: 4, enabled: true });
    expect(item.synastryRules.filter((r) => r.isVisible).map((r) => r.rules)).toContain('su_60_mo');
  });

  it('answers 409 on a stale version and on a taken name, writing nothing', async () => {
    const set = await saveSet(t, setBody('Stale'), admin.token);
    await saveSet(t, setBody('Taken'), admin.token);
    expect((await edit(set._id, { ...setBody('Stale'), version: 1 }, admin.token)).statusCode).toBe(200);
    const before = await writesSoFar(t);
    const stale = await edit(set._id, { ...setBody('Stale but changed'), version: 1 }, admin.token);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(m.staleEdit);
    const taken = await edit(set._id, { ...setBody('taken'), version: 2 }, admin.token);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('taken is already exist');
    expect(await writesSoFar(t)).toEqual(before);
    const [row] = await t.db.select().from(schema.synastrySets).where(eq(schema.synastrySets.id, set._id));
    expect(row).toMatchObject({ name: 'Stale', version: 2 });
  });

  it('lets only the owner or a superadmin change a set (403), and checks input (400), the set (404) and the token (401)', async () => {
    const set = await saveSet(t, setBody('Owned'), admin.token);
    const before = await writesSoFar(t);
    const foreign = await edit(set._id, { ...setBody('Owned'), version: 1 }, other.token);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(m.notOwner);
    const noVersion = await edit(set._id, setBody('Owned'), admin.token);
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().message).toBe('Version must say which version of the Rule/Score set was edited');
    const missing = await edit('00000000-0000-4000-8000-000000000000', { ...setBody('Gone'), version: 1 });
    expect(missing.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/setting/protocol/edit/${set._id}`,
      payload: { ...setBody('Owned'), version: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await writesSoFar(t)).toEqual(before);
    const superadmin = await edit(set._id, { ...setBody('Owned'), version: 1 });
    expect(superadmin.statusCode).toBe(200);
    expect(superadmin.json().item.user).toBe(admin.id);
  });
});

describe('DELETE /api/setting/protocol/delete/{id}/{ownerId}', () => {
  const remove = (id: string, ownerId: string, token?: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/setting/protocol/delete/${id}/${ownerId}`,
      headers: token ? as(token) : {},
    });

  it('deletes the set of that owner, with one audit row; then it is gone (404)', async () => {
    const set = await saveSet(t, setBody('Doomed'), admin.token);
    const res = await remove(set._id, admin.id, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ valid: true, message: m.deleted });
    expect(await lastAudit(set._id)).toMatchObject({ action: 'synastrySet.delete', after: null });
    expect((await remove(set._id, admin.id, admin.token)).statusCode).toBe(404);
  });

  it('refuses another owner id (404), another admin (403), no token (401), a malformed id (400)', async () => {
    const set = await saveSet(t, setBody('Kept'), admin.token);
    const before = await writesSoFar(t);
    expect((await remove(set._id, other.id, admin.token)).statusCode).toBe(404);
    const foreign = await remove(set._id, admin.id, other.token);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(m.notOwner);
    expect((await remove(set._id, admin.id)).statusCode).toBe(401);
    expect((await remove('x', admin.id, admin.token)).statusCode).toBe(400);
    expect(await writesSoFar(t)).toEqual(before);
    expect((await remove(set._id, admin.id, t.superadmin.token)).statusCode).toBe(200);
  });

  it('keeps the sets of a removed admin, owned by nobody: only a superadmin changes or deletes them', async () => {
    const leaving = await t.addAdmin('admin');
    const set = await saveSet(t, setBody('Orphan'), leaving.token);
    await t.db.delete(schema.adminSessions).where(eq(schema.adminSessions.adminId, leaving.id));
    await t.db.delete(schema.admins).where(eq(schema.admins.id, leaving.id));
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/setting/protocol/${set._id}`,
      headers: as(admin.token),
    });
    expect(one.json().item).toMatchObject({ user: null, ownerName: null });
    expect((await edit(set._id, { ...setBody('Orphan'), version: 1 }, admin.token)).statusCode).toBe(403);
    expect((await remove(set._id, admin.id, admin.token)).statusCode).toBe(403);
    expect((await remove(set._id, t.superadmin.id, t.superadmin.token)).statusCode).toBe(200);
  });
});
