import { describe, expect, it, vi } from 'vitest';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { verify } from '@node-rs/argon2';
import { adminRuleMessages, commonMessages, passwordMessages, passwordRuleMessage } from '@orrery/contract';
import { schema } from '@orrery/db';
import { sha256Hex } from '../../lib/tokens';
import { adminLogin, multipartFile, samplePng, type TestAdmin, useTestApp } from '../../../test/helpers';

const t = useTestApp();

const CONSOLE = 'https://console.example.com';

const post = (url: string, payload: object | undefined, token?: string, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...(token ? t.auth(token) : {}), origin: CONSOLE },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const changePassword = (token: string | undefined, body: object) =>
  post('/api/admin/change-password', body, token);
const resetPassword = (id: string, token: string | undefined) =>
  post(`/api/admin/reset-password/${id}`, undefined, token);
const checkLink = (token: string) => post('/api/admin/reset-password-link/check', { token });
const setPassword = (token: string, newPassword: string) =>
  post('/api/admin/set-password', { token, newPassword });
/** Any signed-in call: 200 while the session lives, 401 once it has ended. */
const sessionList = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/login-session-list', headers: t.auth(token) });

const adminRow = async (id: string) =>
  (await t.db.select().from(schema.admins).where(eq(schema.admins.id, id)))[0]!;
const sessionCount = async (adminId: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(schema.adminSessions)
      .where(eq(schema.adminSessions.adminId, adminId))
  )[0]!.n;
const auditRows = (adminId: string, action: string) =>
  t.db
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.entityId, adminId), eq(schema.auditLog.action, action)));
const linksOf = (adminId: string) =>
  t.db
    .select()
    .from(schema.adminPasswordResets)
    .where(eq(schema.adminPasswordResets.adminId, adminId))
    .orderBy(desc(schema.adminPasswordResets.createdAt));

/** The token of the reset link last mailed to `identifier` (through the outbox). */
async function mailedLink(identifier: string): Promise<{ url: string; token: string }> {
  const [mail] = await t.db
    .select()
    .from(schema.mailOutbox)
    .where(eq(schema.mailOutbox.recipient, identifier))
    .orderBy(desc(schema.mailOutbox.createdAt))
    .limit(1);
  const match = mail && /(\S+\/reset-password#token=([A-Za-z0-9_-]{43}))/.exec(mail.text);
  if (!match?.[1] || !match[2]) throw new Error(`no reset link was mailed to ${identifier}`);
  return { url: match[1], token: match[2] };
}

/** A second sign-in of `admin`: another session, looked up once so that it sits in the session cache. */
async function cachedSecondSession(admin: TestAdmin): Promise<string> {
  const token = await t.signIn(admin.identifier, admin.password);
  expect((await sessionList(token)).statusCode).toBe(200);
  expect((await sessionList(admin.token)).statusCode).toBe(200);
  return token;
}

describe('POST /api/admin/change-password', () => {
  it('replaces the hash, ends every other session of the admin at once, keeps this one, and audits', async () => {
    const admin = await t.addAdmin('admin');
    const other = await cachedSecondSession(admin);
    const bystander = await t.addAdmin('admin');
    const before = await adminRow(admin.id);
    const announced = vi.spyOn(t.app.deps.sessions, 'dropAdmin');

    const res = await changePassword(admin.token, {
      currentPassword: admin.password,
      newPassword: 'A-brand-new-password',
    });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ valid: true, message: passwordMessages.changed });
    // the other session is refused on its very next call, though it was cached a moment ago
    expect((await sessionList(other)).statusCode).toBe(401);
    expect((await sessionList(admin.token)).statusCode).toBe(200);
    expect((await sessionList(bystander.token)).statusCode).toBe(200);
    expect(await sessionCount(admin.id)).toBe(1);
    // and every other server process is told (PostgreSQL NOTIFY, lib/cacheChannel.ts)
    expect(announced).toHaveBeenCalledWith(admin.id);
    announced.mockRestore();

    const after = await adminRow(admin.id);
    expect(after.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verify(after.passwordHash, 'A-brand-new-password')).toBe(true);
    expect(after.passwordChangedAt.getTime()).toBeGreaterThan(before.passwordChangedAt.getTime());
    expect(after.version).toBe(before.version);

    const audits = await auditRows(admin.id, 'admin.password.change');
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: admin.id, after: { endedSessions: 1 } });
    expect(JSON.stringify(audits)).not.toContain('argon2');

    const login = (password: string) =>
      adminLogin(t, admin.identifier, password, { remoteAddress: '10.20.0.1' });
    expect((await login(admin.password)).statusCode).toBe(400);
    expect(await t.signIn(admin.identifier, 'A-brand-new-password')).toMatch(/^[\w-]{43}$/);
  });

  it('refuses a wrong current password (400 naming it) and writes nothing', async () => {
    const admin = await t.addAdmin('admin');
    const other = await cachedSecondSession(admin);
    const before = await adminRow(admin.id);
    const res = await changePassword(admin.token, {
      currentPassword: 'not-the-password',
      newPassword: 'A-brand-new-password',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ valid: false, message: 'The current password is not right.' });
    expect(await adminRow(admin.id)).toEqual(before);
    expect((await sessionList(other)).statusCode).toBe(200);
    expect(await auditRows(admin.id, 'admin.password.change')).toHaveLength(0);
  });

  it('refuses a new password equal to the current one, too short, or missing fields', async () => {
    const admin = await t.addAdmin('admin');
    const before = await adminRow(admin.id);
    const cases: [object, string][] = [
      [
        { currentPassword: admin.password, newPassword: admin.password },
        'The new password must differ from the current password.',
      ],
      [
        { currentPassword: admin.password, newPassword: 'short' },
        'The new password needs at least 10 characters (at most 200).',
      ],
      [
        { currentPassword: admin.password, newPassword: 'x'.repeat(201) },
        passwordRuleMessage('The new password'),
      ],
      [{ newPassword: 'A-brand-new-password' }, 'Please enter your current password'],
      [{ currentPassword: admin.password }, passwordMessages.newWeak],
    ];
    for (const [body, message] of cases) {
      const res = await changePassword(admin.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ valid: false, message });
    }
    expect(await adminRow(admin.id)).toEqual(before);
  });

  it('answers 401 without a token', async () => {
    const res = await changePassword(undefined, {
      currentPassword: 'x',
      newPassword: 'A-brand-new-password',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ valid: false, message: commonMessages.unauthorized });
  });
});

describe('POST /api/admin/reset-password/{id}', () => {
  it('mails a one-time link to the console, valid 30 minutes, storing only its hash, and audits', async () => {
    const admin = await t.addAdmin('admin');
    const res = await resetPassword(admin.id, t.superadmin.token);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ valid: boolean; message: string; expiresAt: string }>();
    expect(body.message).toBe(
      `A password reset link, valid for 30 minutes, was mailed to ${admin.identifier}.`,
    );
    const minutesLeft = (Date.parse(body.expiresAt) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(29);
    expect(minutesLeft).toBeLessThanOrEqual(30);

    const link = await mailedLink(admin.identifier);
    expect(link.url).toBe(`${CONSOLE}/reset-password#token=${link.token}`);
    const [row] = await linksOf(admin.id);
    expect(row).toMatchObject({ tokenHash: sha256Hex(link.token), createdBy: t.superadmin.id, usedAt: null });
    const audits = await auditRows(admin.id, 'admin.password.reset-link');
    expect(audits).toHaveLength(1);
    expect(audits[0]?.actorId).toBe(t.superadmin.id);
    expect(JSON.stringify(audits)).not.toContain(link.token);
    expect(JSON.stringify(audits)).not.toContain(row?.tokenHash);
    // the admin is not signed out by the request alone
    expect((await sessionList(admin.token)).statusCode).toBe(200);
  });

  it('voids the earlier unused link of that admin', async () => {
    const admin = await t.addAdmin('admin');
    await resetPassword(admin.id, t.superadmin.token);
    const first = await mailedLink(admin.identifier);
    await resetPassword(admin.id, t.superadmin.token);
    const second = await mailedLink(admin.identifier);
    expect(second.token).not.toBe(first.token);
    expect((await checkLink(first.token)).json()).toEqual({
      valid: false,
      message: passwordMessages.linkExpired,
    });
    expect((await checkLink(second.token)).statusCode).toBe(200);
  });

  it('is refused to an admin (403), without a token (401), for oneself, unknown or malformed ids', async () => {
    const admin = await t.addAdmin('admin');
    const target = await t.addAdmin('admin');
    const forbidden = await resetPassword(target.id, admin.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ valid: false, message: adminRuleMessages.superadminOnly });
    expect((await resetPassword(target.id, undefined)).statusCode).toBe(401);
    expect(await linksOf(target.id)).toHaveLength(0);

    const own = await resetPassword(t.superadmin.id, t.superadmin.token);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(passwordMessages.resetOwn);
    expect(await linksOf(t.superadmin.id)).toHaveLength(0);
    const unknown = await resetPassword('00000000-0000-4000-8000-000000000000', t.superadmin.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(adminRuleMessages.notFound);
    expect((await resetPassword('abc', t.superadmin.token)).statusCode).toBe(400);
  });
});

describe('the reset link page: POST /api/admin/reset-password-link/check and /api/admin/set-password', () => {
  async function freshLink(admin: TestAdmin): Promise<string> {
    expect((await resetPassword(admin.id, t.superadmin.token)).statusCode).toBe(200);
    return (await mailedLink(admin.identifier)).token;
  }

  it('needs no token: says whose link it is, then sets the password and ends every session at once', async () => {
    const admin = await t.addAdmin('admin');
    const other = await cachedSecondSession(admin);
    const token = await freshLink(admin);

    const check = await checkLink(token);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({
      valid: true,
      identifier: admin.identifier,
      nickName: (await adminRow(admin.id)).nickName,
      expiresAt: (await linksOf(admin.id))[0]?.expiresAt.toISOString(),
    });

    const res = await setPassword(token, 'Set-through-the-link');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ valid: true, message: passwordMessages.passwordSet });
    expect((await sessionList(admin.token)).statusCode).toBe(401);
    expect((await sessionList(other)).statusCode).toBe(401);
    expect(await sessionCount(admin.id)).toBe(0);
    expect(await verify((await adminRow(admin.id)).passwordHash, 'Set-through-the-link')).toBe(true);
    const [link] = await linksOf(admin.id);
    expect(link?.usedAt).toBeInstanceOf(Date);
    const audits = await auditRows(admin.id, 'admin.password.reset');
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: admin.id, after: { endedSessions: 2 } });
    expect(JSON.stringify(audits)).not.toContain('argon2');

    // signing in still takes the one-time code: the password step answers no session
    const step1 = await adminLogin(t, admin.identifier, 'Set-through-the-link', {
      remoteAddress: '10.20.0.2',
    });
    expect(step1.statusCode).toBe(200);
    expect(step1.json().accessToken).toBeUndefined();
    expect(await t.signIn(admin.identifier, 'Set-through-the-link')).toMatch(/^[\w-]{43}$/);
  });

  it('works once: a used link is refused with its reason and changes nothing', async () => {
    const admin = await t.addAdmin('admin');
    const token = await freshLink(admin);
    expect((await setPassword(token, 'First-use-password')).statusCode).toBe(200);
    const fresh = await t.signIn(admin.identifier, 'First-use-password');
    const again = await setPassword(token, 'Second-use-password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ valid: false, message: passwordMessages.linkUsed });
    expect((await checkLink(token)).json().message).toBe(passwordMessages.linkUsed);
    expect(await verify((await adminRow(admin.id)).passwordHash, 'First-use-password')).toBe(true);
    expect((await sessionList(fresh)).statusCode).toBe(200);
  });

  it('refuses an expired link (400) and writes nothing', async () => {
    const admin = await t.addAdmin('admin');
    const token = await freshLink(admin);
    await t.db
      .update(schema.adminPasswordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(schema.adminPasswordResets.tokenHash, sha256Hex(token)));
    const before = await adminRow(admin.id);
    const res = await setPassword(token, 'Too-late-password');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      valid: false,
      message:
        'This password reset link has expired or was replaced by a newer one. Ask a superadmin for a new one.',
    });
    expect((await checkLink(token)).json().message).toBe(passwordMessages.linkExpired);
    expect(await adminRow(admin.id)).toEqual(before);
    expect((await sessionList(admin.token)).statusCode).toBe(200);
    expect((await linksOf(admin.id))[0]?.usedAt).toBeNull();
  });

  it('refuses unknown and malformed links, and a weak password without using the link up', async () => {
    const admin = await t.addAdmin('admin');
    const token = await freshLink(admin);
    const unknown = 'A'.repeat(43);
    for (const bad of [unknown, 'short', '']) {
      const res = await checkLink(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ valid: false, message: passwordMessages.linkUnknown });
      expect((await setPassword(bad, 'Long-enough-password')).json().message).toBe(
        passwordMessages.linkUnknown,
      );
    }
    const weak = await setPassword(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({
      valid: false,
      message: 'The new password needs at least 10 characters (at most 200).',
    });
    expect((await linksOf(admin.id))[0]?.usedAt).toBeNull();
    expect((await sessionList(admin.token)).statusCode).toBe(200);
    expect((await setPassword(token, 'Long-enough-password')).statusCode).toBe(200);
  });

  it('is rate-limited like sign-in: 30 requests a minute per address', async () => {
    const answers = [];
    for (let i = 0; i < 31; i++) {
      answers.push(
        await post('/api/admin/reset-password-link/check', { token: 'B'.repeat(43) }, undefined, '10.30.0.1'),
      );
    }
    expect(answers.slice(0, 30).map((a) => a.statusCode)).toEqual(Array(30).fill(400));
    expect(answers[30]?.statusCode).toBe(429);
    expect(answers[30]?.json().valid).toBe(false);
  });
});

describe('PUT /api/admin/update-admin/{id} with a password', () => {
  it('refuses it with a 400 pointing to Reset password, and writes nothing', async () => {
    const admin = await t.addAdmin('admin');
    const form = multipartFile('file', 'face.png', 'image/png', await samplePng());
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/admin/image-upload',
      payload: form.payload,
      headers: { ...form.headers, ...t.auth(t.superadmin.token) },
    });
    const fields = {
      nickName: 'Renamed',
      identifier: admin.identifier,
      gender: 'f',
      user_type: 'admin',
      profession: 'Support',
      dob: '1990-01-01',
      tob: '09:15',
      pob: 'Porto, Portugal',
      geo: { lat: 41.1496, lng: -8.611 },
      profiles: [{ type: 'image', url: upload.json().data.url }],
      version: 1,
    };
    const before = await adminRow(admin.id);
    for (const extra of [{ password: 'A-typed-password' }, { cPassword: 'A-typed-password' }]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/update-admin/${admin.id}`,
        payload: { ...fields, ...extra },
        headers: t.auth(t.superadmin.token),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        valid: false,
        message:
          "Password: an admin's password is not changed by editing the admin. Use Reset password to mail them a link.",
      });
    }
    expect(await adminRow(admin.id)).toEqual(before);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/admin/update-admin/${admin.id}`,
          payload: fields,
          headers: t.auth(t.superadmin.token),
        })
      ).statusCode,
    ).toBe(200);
  });
});
