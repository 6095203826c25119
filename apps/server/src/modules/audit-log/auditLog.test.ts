import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRuleMessages, type AuditEntry, type AuditFiltersAnswer } from '@orrery/contract';
import { schema } from '@orrery/db';
import { writeAudit } from '../../lib/audit';
import { createTestApp, type TestContext } from '../../../test/helpers';

let t: TestContext;
let editor: { id: string; nickName: string };
beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.addAdmin('admin');
  editor = { id: admin.id, nickName: 'Editor' };
  // three changes of our own, the first one dated last year
  await t.db.insert(schema.auditLog).values({
    actorId: editor.id,
    actorName: editor.nickName,
    action: 'location.update',
    entity: 'location',
    entityId: 'loc-1',
    before: { tags: ['a'] },
    after: { tags: ['a', 'b'] },
    createdAt: new Date('2025-03-10T12:00:00Z'),
  });
  await writeAudit(t.db, editor, {
    action: 'language.create',
    entity: 'language',
    entityId: 'lang-1',
    after: {},
  });
  await writeAudit(t.db, null, { action: 'member.purge', entity: 'member', entityId: 'm-1', before: {} });
});
afterAll(() => t.close());

const get = (path: string, token?: string) =>
  t.app.inject({ method: 'GET', url: `/api/audit-log/${path}`, headers: token ? t.auth(token) : {} });
const items = async (query: string) => {
  const res = await get(`list?${query}`, t.superadmin.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ item: AuditEntry[]; pagination: { totalUser: number } }>();
};

describe('GET /api/audit-log/list', () => {
  it('lists every change newest first, with who, what and before/after', async () => {
    const { item, pagination } = await items('pageLimit=200');
    expect(pagination.totalUser).toBe(item.length);
    const ours = item.filter((e) => ['loc-1', 'lang-1', 'm-1'].includes(e.entityId));
    expect(ours.map((e) => e.action)).toEqual(['member.purge', 'language.create', 'location.update']);
    expect(ours[0]).toMatchObject({ actorId: null, actorName: 'system', entity: 'member' });
    expect(ours[2]).toMatchObject({
      actorId: editor.id,
      actorName: editor.nickName,
      before: { tags: ['a'] },
      after: { tags: ['a', 'b'] },
      at: '2025-03-10T12:00:00.000Z',
    });
    const times = item.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filters by admin, area, action and days, and pages oldest first on request', async () => {
    // the editor's own sign-in (when the test signed them in) is theirs too
    expect((await items(`actorId=${editor.id}`)).item.map((e) => e.action)).toEqual([
      'language.create',
      'admin.sign-in',
      'location.update',
    ]);
    expect((await items('entity=location')).item.map((e) => e.entityId)).toEqual(['loc-1']);
    expect((await items('action=member.purge')).item.map((e) => e.entityId)).toEqual(['m-1']);
    expect((await items('startDate=2025-03-10&endDate=2025-03-10')).item.map((e) => e.entityId)).toEqual([
      'loc-1',
    ]);
    const oldest = await items('orderBy=asc&pageLimit=1&pageNo=1');
    expect(oldest.item).toHaveLength(1);
    expect(oldest.item[0]?.entityId).toBe('loc-1');
  });

  it('names the field of a bad filter as the screen labels it, and needs a superadmin', async () => {
    const bad = async (query: string) => {
      const res = await get(`list?${query}`, t.superadmin.token);
      expect(res.statusCode).toBe(400);
      return res.json<{ message: string }>().message;
    };
    expect(await bad('actorId=nobody')).toMatch(/^Admin /);
    expect(await bad('entity=drop%20table')).toMatch(/^Area /);
    expect(await bad(`action=${'x'.repeat(81)}`)).toMatch(/^Action /);
    expect(await bad('startDate=10-03-2025')).toBe('From must be a date written YYYY-MM-DD');
    expect(await bad('startDate=2025-03-11&endDate=2025-03-10')).toBe(
      'The start date must not be after the end date.',
    );
    expect((await get('list')).statusCode).toBe(401);
    const admin = await t.addAdmin('admin');
    const refused = await get('list', admin.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(adminRuleMessages.superadminOnly);
  });
});

describe('GET /api/audit-log/filters', () => {
  it('offers the areas and actions in the log and the admins by nickname', async () => {
    const res = await get('filters', t.superadmin.token);
    expect(res.statusCode).toBe(200);
    const body = res.json<AuditFiltersAnswer>();
    expect(body.entities).toEqual(expect.arrayContaining(['language', 'location', 'member']));
    expect([...body.entities].sort()).toEqual(body.entities);
    expect(body.actions).toEqual(
      expect.arrayContaining(['language.create', 'location.update', 'member.purge']),
    );
    expect(body.actors.map((a) => a._id)).toEqual(expect.arrayContaining([t.superadmin.id, editor.id]));
    expect((await get('filters')).statusCode).toBe(401);
    const admin = await t.addAdmin('admin');
    expect((await get('filters', admin.token)).statusCode).toBe(403);
  });
});
