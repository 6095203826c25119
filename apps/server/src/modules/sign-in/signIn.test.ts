import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import { signInMessages } from '@orrery/contract';
import { schema } from '@orrery/db';
import { MAX_DELAY_MS, MAX_PAIR_FAILURES, pacing } from './lockout';
import { createTestApp, type TestContext } from '../../../test/helpers';

// the waits a step owes are counted, not waited out
const waits = vi.spyOn(pacing, 'pause').mockResolvedValue(undefined);

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  waits.mockRestore();
  await t.close();
});

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
    expect(wrong.json()).toEqual({ valid: false, message: signInMessages.credentialsRefused('10.0.0.2') });
  });

  it('answers the missing-field messages', async () => {
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
    // from another address: this one has had its 5 failures for the e-mail (429)
    expect((await verify({ identifier: admin.identifier, otp }, '10.0.1.2')).statusCode).toBe(400);
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

  it('refuses a code that is not 6 digits with its message', async () => {
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

  it('answers 429 after 5 failures for one e-mail from one address, even to the right password', async () => {
    const admin = await t.addAdmin('admin');
    for (let i = 0; i < MAX_PAIR_FAILURES; i += 1)
      expect((await login({ identifier: admin.identifier, password: 'bad' }, '10.2.1.1')).statusCode).toBe(
        400,
      );
    const locked = await login({ identifier: admin.identifier, password: admin.password }, '10.2.1.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ valid: false, message: signInMessages.tooManyAttempts });
    expect((await login({ identifier: 'x@example.com', password: 'bad' }, '10.2.1.1')).statusCode).toBe(400);
    expect(
      (await login({ identifier: admin.identifier, password: admin.password }, '10.2.1.2')).statusCode,
    ).toBe(200);
  });

  it('writes nothing for a locked-out attempt', async () => {
    const [before] = await t.db.select({ n: count() }).from(schema.otpCodes);
    await login({ identifier: 'x1@example.com', password: 'bad' }, '10.2.0.1');
    const [after] = await t.db.select({ n: count() }).from(schema.otpCodes);
    expect(after?.n).toBe(before?.n);
  });
});

describe('108 wrong passwords for one e-mail from 12 addresses, 9 from each', () => {
  /** The attack: the status of each answer, and the wait each step owed. */
  async function attack(identifier: string, network: string) {
    waits.mockClear();
    const statuses: number[] = [];
    for (let a = 0; a < 12; a += 1)
      for (let i = 0; i < 9; i += 1)
        statuses.push(
          (await login({ identifier, password: `guess-${a}-${i}` }, `${network}.${a}`)).statusCode,
        );
    return { statuses, waits: waits.mock.calls.map(([ms]) => ms) };
  }

  /** The real admin from an address the attack never used: both steps, and the waits they owed. */
  async function signInFrom(identifier: string, password: string, ip: string) {
    waits.mockClear();
    const step1 = await login({ identifier, password }, ip);
    const step2 = await verify({ identifier, otp: await t.latestCode(identifier) }, ip);
    return { step1, step2, waits: waits.mock.calls.map(([ms]) => ms) };
  }

  const expectAttackSlowedNotLocking = ({ statuses, waits: owed }: Awaited<ReturnType<typeof attack>>) => {
    // each address has 5 tries at the e-mail, then that address is locked out of it
    expect(statuses).toEqual(
      Array.from({ length: 12 }, () => [...Array(5).fill(400), ...Array(4).fill(429)]).flat(),
    );
    // the e-mail's answers are slowed more with each failure, up to 5 s (a locked attempt owes none)
    expect(owed.slice(0, 10)).toEqual([0, 0, 0, 0, 0, 500, 1000, 2000, 4000, 5000]);
    expect(owed).toHaveLength(60);
    expect(Math.max(...owed)).toBe(MAX_DELAY_MS);
  };

  it('lets the real admin in from a 13th address with the right password and code, 5 s slower a step', async () => {
    const admin = await t.addAdmin('admin');
    const attacked = await attack(admin.identifier, '10.6.0');
    const real = await signInFrom(admin.identifier, admin.password, '10.6.99.1');
    expect(real.step1.statusCode).toBe(200);
    expect(real.step2.statusCode).toBe(200);
    expect(real.step2.json().accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(real.waits).toEqual([MAX_DELAY_MS, MAX_DELAY_MS]);
    expectAttackSlowedNotLocking(attacked);
    // the attacker's own addresses stay locked out of the e-mail, even with the right password
    const fromAttacker = await login({ identifier: admin.identifier, password: admin.password }, '10.6.0.3');
    expect(fromAttacker.statusCode).toBe(429);
  });

  it('lets in an admin who never signed in (no last address) just the same', async () => {
    const identifier = 'never-signed-in@example.com';
    const password = 'Never-signed-in-1';
    await t.db.insert(schema.admins).values({
      nickName: 'New admin',
      identifier,
      passwordHash: await hash(password),
      gender: 'f',
      userType: 'admin',
    });
    const attacked = await attack(identifier, '10.7.0');
    const real = await signInFrom(identifier, password, '10.7.99.1');
    expect(real.step1.statusCode).toBe(200);
    expect(real.step2.statusCode).toBe(200);
    expect(real.waits).toEqual([MAX_DELAY_MS, MAX_DELAY_MS]);
    expectAttackSlowedNotLocking(attacked);
  });
});

describe('an admin with an IP whitelist, called from outside it', () => {
  const outside = '198.51.100.20';
  const listed = '203.0.113.7';

  async function listedAdmin() {
    const admin = await t.addAdmin('admin');
    await t.db.insert(schema.adminIpEntries).values({ adminId: admin.id, ipAddress: listed });
    return admin;
  }

  const failuresOf = async (identifier: string) =>
    (
      await t.db
        .select({ n: count() })
        .from(schema.authFailures)
        .where(eq(schema.authFailures.identifier, identifier))
    )[0]?.n;

  it('answers a right and a wrong password alike, as for an unknown e-mail', async () => {
    const admin = await listedAdmin();
    const mailsBefore = await t.db.select({ n: count() }).from(schema.mailOutbox);
    const right = await login({ identifier: admin.identifier, password: admin.password }, outside);
    const wrong = await login({ identifier: admin.identifier, password: 'not-the-password' }, outside);
    const unknown = await login({ identifier: 'nobody@example.com', password: admin.password }, outside);
    const refusal = { valid: false, message: signInMessages.credentialsRefused(outside) };
    for (const res of [right, wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refusal);
    }
    expect(await t.db.select({ n: count() }).from(schema.mailOutbox)).toEqual(mailsBefore);
    // each refusal counts as a failure, like a wrong password
    expect(await failuresOf(admin.identifier)).toBe(2);
    // from a listed address the password is checked and the code mailed
    expect((await login({ identifier: admin.identifier, password: admin.password }, listed)).statusCode).toBe(
      200,
    );
  });

  it('answers a right and a wrong code alike, without using up a try; the code still works from the list', async () => {
    const admin = await listedAdmin();
    expect((await login({ identifier: admin.identifier, password: admin.password }, listed)).statusCode).toBe(
      200,
    );
    const otp = await t.latestCode(admin.identifier);
    const right = await verify({ identifier: admin.identifier, otp }, outside);
    const wrong = await verify(
      { identifier: admin.identifier, otp: otp === '000000' ? '111111' : '000000' },
      outside,
    );
    for (const res of [right, wrong]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ valid: false, message: signInMessages.otpInvalid });
    }
    const [code] = await t.db.select().from(schema.otpCodes).where(eq(schema.otpCodes.adminId, admin.id));
    expect(code?.attempts).toBe(0);
    expect((await verify({ identifier: admin.identifier, otp }, listed)).statusCode).toBe(200);
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
