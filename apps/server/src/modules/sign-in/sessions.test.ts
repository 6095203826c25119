import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import type { LoginSession } from '@orrery/contract';
import { schema } from '@orrery/db';
import { sha256Hex } from '../../lib/tokens';
import { createTestApp, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = (token: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/admin/login-session-list?${query}`, headers: t.auth(token) });
const del = (id: string, token: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/token-delete/${id}`, headers: t.auth(token) });

describe('GET /api/admin/login-session-list', () => {
  it('shows a superadmin every session with browser, IP and a fingerprint, never the token', async () => {
    const admin = await t.addAdmin('admin');
    const firefox = await t.signIn(admin.identifier, admin.password, {
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
    });
    const res = await list(t.superadmin.token, 'pageLimit=50&sortBy=tokenTime&orderBy=desc');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ item: LoginSession[]; pagination: { totalUser: number } }>();
    expect(body.pagination.totalUser).toBe(3);
    const newest = body.item[0];
    expect(newest).toMatchObject({
      user: { _id: admin.id, identifier: admin.identifier },
      browser: 'Firefox 128 on Linux',
      current: false,
    });
    expect(newest?.token).toBe(sha256Hex(firefox).slice(0, 16));
    expect(res.body).not.toContain(firefox);
    expect(body.item.find((s) => s.current)?.user._id).toBe(t.superadmin.id);
  });

  it('shows an admin only their own sessions', async () => {
    const admin = await t.addAdmin('admin');
    const body = (await list(admin.token)).json<{ item: LoginSession[] }>();
    expect(body.item.map((s) => s.user._id)).toEqual([admin.id]);
  });

  it('filters by creation date and refuses future dates', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(t.superadmin.token, `createdStartDate=${today}`)).json().item.length).toBeGreaterThan(
      0,
    );
    expect((await list(t.superadmin.token, 'createdEndDate=2020-01-01')).json().item).toHaveLength(0);
    expect((await list(t.superadmin.token, 'createdStartDate=2999-01-01')).statusCode).toBe(400);
    expect((await list(t.superadmin.token, 'sortBy=token')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/login-session-list' })).statusCode).toBe(
      401,
    );
  });
});

describe('DELETE /api/admin/token-delete/{id}', () => {
  const sessionOf = async (adminId: string) =>
    (
      await t.db
        .select()
        .from(schema.adminSessions)
        .where(eq(schema.adminSessions.adminId, adminId))
        .orderBy(desc(schema.adminSessions.createdAt))
    )[0]!;

  it('lets a superadmin end another admin’s session: its next call gets 401, and it is audited', async () => {
    const admin = await t.addAdmin('admin');
    const session = await sessionOf(admin.id);
    const res = await del(session.id, t.superadmin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ valid: true, message: 'Token deleted successfully' });
    expect((await list(admin.token)).statusCode).toBe(401);
    const [audit] = await t.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'session.delete'), eq(schema.auditLog.entityId, admin.id)));
    expect(audit).toMatchObject({ entity: 'admin', actorId: t.superadmin.id, before: { id: session.id } });
    expect(JSON.stringify(audit?.before)).not.toContain(session.tokenHash);
  });

  it('lets an admin end their own session but not another’s (403)', async () => {
    const admin = await t.addAdmin('admin');
    const other = await t.addAdmin('admin');
    const forbidden = await del((await sessionOf(other.id)).id, admin.token);
    expect(forbidden.statusCode).toBe(403);
    expect((await list(other.token)).statusCode).toBe(200);
    const spare = await t.signIn(admin.identifier, admin.password);
    expect((await del((await sessionOf(admin.id)).id, admin.token)).statusCode).toBe(200);
    expect((await list(spare)).statusCode).toBe(401);
  });

  it('answers 404 for an unknown session, 400 for a malformed id and 401 without token', async () => {
    expect((await del('00000000-0000-4000-8000-000000000000', t.superadmin.token)).statusCode).toBe(404);
    expect((await del('abc', t.superadmin.token)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/admin/token-delete/abc' })).statusCode).toBe(
      401,
    );
  });
});
