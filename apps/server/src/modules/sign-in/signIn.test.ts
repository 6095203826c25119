import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { signInMessages } from '@orrery/contract';
import { schema } from '@orrery/db';
import { MAX_IDENTIFIER_FAILURES } from './login';
import { createTestApp, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: object, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/admin/admin-login', payload, remoteAddress: ip });
const verify = (payload: object, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/admin/verify-otp', payload, remoteAddress: ip });

describe('POST /api/admin/admin-login', () => {
  it('accepts the right password, answers the user and mails a 6-digit code', async () => {
    const admin = await t.addAdmin('admin');
    const res = await login({ identifier: admin.identifier.toUpperCase(), password: admin.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      valid: true,
      user: { identifier: admin.identifier, user_type: 'admin', roles: ['admin'] },
    });
    expect(body.user.adminLoginTime).toBeUndefined();
    expect(await t.latestCode(admin.identifier)).toMatch(/^\d{6}$/);
  });

  it('gives an unknown e-mail and a wrong password the same answer', async () => {
    const admin = await t.addAdmin('admin');
    const unknown = await login({ identifier: 'nobody@example.com', password: 'whatever-123' }, '10.0.0.2');
    const wrong = await login({ identifier: admin.identifier, password: 'wrong-password' }, '10.0.0.2');
    expect(unknown.statusCode).toBe(400);
    expect(wrong.statusCode).toBe(400);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toEqual({ valid: false, message: signInMessages.invalidCredentials });
  });

  it('answers the spec messages for missing fields', async () => {
    expect((await login({ identifier: '', password: 'x' })).json()).toEqual({
      valid: false,
      message: 'Please enter email address',
    });
    expect((await login({ identifier: 'a@b.c' })).json()).toEqual({
      valid: false,
      message: 'Please enter password',
    });
    expect((await login({ identifier: 'a@b.c', password: '' })).statusCode).toBe(400);
  });
});

describe('POST /api/admin/verify-otp', () => {
  it('opens a session with the mailed code: token, login time, and no code left to reuse', async () => {
    const admin = await t.addAdmin('superadmin');
    await login({ identifier: admin.identifier, password: admin.password });
    const otp = await t.latestCode(admin.identifier);
    const res = await verify({ identifier: admin.identifier, otp });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.valid).toBe(true);
    expect(body.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({ user_type: 'superadmin', nickName: expect.any(String) });
    expect(Date.parse(body.user.adminLoginTime)).toBeGreaterThan(Date.now() - 60_000);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/admin-list',
      headers: t.auth(body.accessToken),
    });
    expect(list.statusCode).toBe(200);
    expect((await verify({ identifier: admin.identifier, otp })).statusCode).toBe(400);
  });

  it('stores only a hash of the token', async () => {
    const admin = await t.addAdmin('admin');
    const sessions = await t.db
      .select()
      .from(schema.adminSessions)
      .where(eq(schema.adminSessions.adminId, admin.id));
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(sessions[0]?.tokenHash).not.toContain(admin.token);
  });

  it('refuses a wrong code with 400 and stops accepting the right one after 5 tries', async () => {
    const admin = await t.addAdmin('admin');
    await login({ identifier: admin.identifier, password: admin.password }, '10.0.1.1');
    const otp = await t.latestCode(admin.identifier);
    const wrongCode = otp === '000000' ? '111111' : '000000';
    const first = await verify({ identifier: admin.identifier, otp: wrongCode }, '10.0.1.1');
    expect(first.statusCode).toBe(400);
    expect(first.json()).toEqual({ valid: false, message: signInMessages.otpInvalid });
    for (let i = 0; i < 4; i += 1) await verify({ identifier: admin.identifier, otp: wrongCode }, '10.0.1.1');
    expect((await verify({ identifier: admin.identifier, otp }, '10.0.1.1')).statusCode).toBe(400);
  });

  it('refuses an expired code', async () => {
    const admin = await t.addAdmin('admin');
    await login({ identifier: admin.identifier, password: admin.password });
    const otp = await t.latestCode(admin.identifier);
    await t.db
      .update(schema.otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.otpCodes.adminId, admin.id));
    expect((await verify({ identifier: admin.identifier, otp })).statusCode).toBe(400);
  });

  it('refuses a code that is not 6 digits with the spec message', async () => {
    const res = await verify({ identifier: 'a@b.c', otp: '12a' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter OTP');
  });
});

describe('lockout after repeated failures', () => {
  it('does not let failures from other addresses lock an admin out', async () => {
    const admin = await t.addAdmin('admin');
    for (let i = 0; i < 30; i += 1)
      await login({ identifier: admin.identifier, password: 'bad-password' }, `10.1.0.${i}`);
    const res = await login({ identifier: admin.identifier, password: admin.password }, '10.1.1.1');
    expect(res.statusCode).toBe(200);
  });

  it('locks an e-mail out after 100 failures from all addresses, except where it last signed in', async () => {
    const admin = await t.addAdmin('admin'); // signed in from 127.0.0.1
    await t.db.insert(schema.authFailures).values(
      Array.from({ length: MAX_IDENTIFIER_FAILURES }, (_, i) => ({
        identifier: admin.identifier,
        ip: `10.3.${Math.floor(i / 9)}.${i % 9}`,
      })),
    );
    const elsewhere = await login({ identifier: admin.identifier, password: admin.password }, '10.3.200.1');
    expect(elsewhere.statusCode).toBe(429);
    expect(elsewhere.json()).toEqual({ valid: false, message: signInMessages.tooManyAttempts });
    const usual = await login({ identifier: admin.identifier, password: admin.password }, '127.0.0.1');
    expect(usual.statusCode).toBe(200);
  });

  it('answers 429 after 10 failures from one address, whatever the identifier', async () => {
    const admin = await t.addAdmin('admin');
    for (let i = 0; i < 10; i += 1)
      await login({ identifier: `x${i}@example.com`, password: 'bad' }, '10.2.0.1');
    expect(
      (await login({ identifier: admin.identifier, password: admin.password }, '10.2.0.1')).statusCode,
    ).toBe(429);
    expect(
      (await login({ identifier: admin.identifier, password: admin.password }, '10.2.0.2')).statusCode,
    ).toBe(200);
  });

  it('writes nothing for a locked-out attempt', async () => {
    const [before] = await t.db.select({ n: count() }).from(schema.otpCodes);
    await login({ identifier: 'x1@example.com', password: 'bad' }, '10.2.0.1');
    const [after] = await t.db.select({ n: count() }).from(schema.otpCodes);
    expect(after?.n).toBe(before?.n);
  });
});

describe('one-time codes under parallel guesses', () => {
  it('gives a code 5 tries in all, however many guesses arrive at once', async () => {
    const admin = await t.addAdmin('admin');
    await login({ identifier: admin.identifier, password: admin.password }, '10.4.0.1');
    const otp = await t.latestCode(admin.identifier);
    const wrong = otp === '000000' ? '111111' : '000000';
    const guesses = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        verify({ identifier: admin.identifier, otp: wrong }, `10.4.1.${i}`),
      ),
    );
    expect(guesses.map((r) => r.statusCode)).toEqual(Array(9).fill(400));
    const [code] = await t.db.select().from(schema.otpCodes).where(eq(schema.otpCodes.adminId, admin.id));
    expect(code?.attempts).toBe(5);
    expect((await verify({ identifier: admin.identifier, otp }, '10.4.2.1')).statusCode).toBe(400);
  });

  it('opens one session for one code, however many right answers arrive at once', async () => {
    const admin = await t.addAdmin('admin');
    await login({ identifier: admin.identifier, password: admin.password }, '10.5.0.1');
    const otp = await t.latestCode(admin.identifier);
    const sessionsBefore = await t.db
      .select({ n: count() })
      .from(schema.adminSessions)
      .where(eq(schema.adminSessions.adminId, admin.id));
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => verify({ identifier: admin.identifier, otp }, `10.5.1.${i}`)),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const sessionsAfter = await t.db
      .select({ n: count() })
      .from(schema.adminSessions)
      .where(eq(schema.adminSessions.adminId, admin.id));
    expect((sessionsAfter[0]?.n ?? 0) - (sessionsBefore[0]?.n ?? 0)).toBe(1);
  });
});

describe('tokens', () => {
  it('answers 401 without a token, with a malformed one and with an unknown one', async () => {
    for (const authorization of [
      undefined,
      'Bearer',
      'Basic abc',
      'Bearer not-a-real-token-but-long-enough-1234',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/admin-list',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ valid: false, message: 'Please sign in to continue.' });
    }
  });

  it('ends a session after the idle time and after the absolute expiry', async () => {
    const idle = await t.addAdmin('admin');
    await t.db
      .update(schema.adminSessions)
      .set({ lastSeenAt: new Date(Date.now() - 13 * 3_600_000) })
      .where(eq(schema.adminSessions.adminId, idle.id));
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/admin-list', headers: t.auth(idle.token) }))
        .statusCode,
    ).toBe(401);

    const old = await t.addAdmin('admin');
    await t.db
      .update(schema.adminSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.adminSessions.adminId, old.id));
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/admin-list', headers: t.auth(old.token) }))
        .statusCode,
    ).toBe(401);
  });

  it('logout ends the current session only', async () => {
    const admin = await t.addAdmin('admin');
    const second = await t.signIn(admin.identifier, admin.password);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/admin/admin-logout',
      headers: t.auth(admin.token),
    });
    expect(out.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/admin-list', headers: t.auth(admin.token) }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/admin-list', headers: t.auth(second) }))
        .statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/admin-logout' })).statusCode).toBe(401);
  });
});
