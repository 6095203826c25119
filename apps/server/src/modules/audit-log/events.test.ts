import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditListAnswer } from '@orrery/contract';
import { adminLogin, type TestAdmin, useTestApp } from '../../../test/helpers';

const t = useTestApp();
let admin: TestAdmin;
beforeAll(async () => {
  admin = await t.addAdmin('admin');
});

const get = async (url: string, token = t.superadmin.token) => {
  const res = await t.app.inject({ method: 'GET', url, headers: t.auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};
const historyOf = async (entity: string, id: string): Promise<AuditEntry[]> =>
  (
    await get(`/api/audit-log/history?entity=${entity}&entityId=${encodeURIComponent(id)}`)
  ).json<AuditListAnswer>().item;
const byAction = async (action: string): Promise<AuditEntry[]> =>
  (await get(`/api/audit-log/list?action=${action}`)).json<AuditListAnswer>().item;
const login = (identifier: string, password: string) =>
  adminLogin(t, identifier, password, { remoteAddress: '10.9.8.7' });

describe('sign-ins, sign-outs and exports in the audit log', () => {
  it("puts a sign-in, a refused password and a sign-out in the admin's History", async () => {
    expect((await login(admin.identifier, 'not-the-password-1')).statusCode).toBe(400);
    const token = await t.signIn(admin.identifier, admin.password);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/admin/admin-logout',
      headers: t.auth(token),
    });
    expect(out.statusCode, out.body).toBe(200);

    const events = (await historyOf('admin', admin.id)).map((e) => [e.action, e.actorId]);
    expect(events.slice(0, 3)).toEqual([
      ['admin.sign-out', admin.id],
      ['admin.sign-in', admin.id],
      ['admin.sign-in-failed', null],
    ]);
    const [failed] = (await historyOf('admin', admin.id)).filter((e) => e.action === 'admin.sign-in-failed');
    expect(failed?.after).toEqual({ identifier: admin.identifier, ip: '10.9.8.7', step: 'password' });
  });

  it('keeps a refused sign-in of an unknown e-mail under sign-in, by the e-mail typed', async () => {
    expect((await login('Nobody@Example.com', 'whatever-password-1')).statusCode).toBe(400);
    const [failed] = (await get(`/api/audit-log/list?entity=sign-in`)).json<AuditListAnswer>().item;
    expect(failed).toMatchObject({
      action: 'admin.sign-in-failed',
      entityId: 'nobody@example.com',
      actorName: 'system',
      after: { identifier: 'nobody@example.com', step: 'password' },
    });
  });

  it('records who exported the members list, with its filters', async () => {
    const res = await get('/api/user/userList/export.csv?gender=f', admin.token);
    expect(res.headers['content-type']).toContain('text/csv');
    const [exported] = await byAction('members.export');
    expect(exported).toMatchObject({
      actorId: admin.id,
      entity: 'export',
      entityId: 'members',
    });
    expect(JSON.stringify(exported?.after)).toMatch(/"gender":\[?"f"/);
  });
});
