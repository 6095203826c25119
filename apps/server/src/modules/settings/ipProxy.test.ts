import { afterAll, describe, expect, it } from 'vitest';
import { signInMessages, type IpListAnswer } from '@orrery/contract';
import { adminLogin, createTestApp, type TestContext } from '../../../test/helpers';

/** Behind a proxy: the address checked is X-Forwarded-For's only when TRUST_PROXY is on. */
const contexts: TestContext[] = [];
afterAll(() => Promise.all(contexts.map((t) => t.close())));

async function setUp(trustProxy: boolean) {
  const t = await createTestApp({ TRUST_PROXY: String(trustProxy) });
  contexts.push(t);
  const admin = await t.addAdmin('admin');
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/setting/ip-whitelist/save/${admin.id}`,
    payload: { userId: admin.id, ipAddress: '203.0.113.7' },
    headers: t.auth(t.superadmin.token),
  });
  expect(res.statusCode).toBe(200);
  const signIn = (forwardedFor: string) =>
    adminLogin(t, admin.identifier, admin.password, {
      headers: { 'x-forwarded-for': forwardedFor },
      remoteAddress: '10.0.0.2',
    });
  const call = (forwardedFor: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/setting/ip-whitelist/list/${admin.id}`,
      headers: { ...t.auth(admin.token), 'x-forwarded-for': forwardedFor },
      remoteAddress: '10.0.0.2',
    });
  return { signIn, call };
}

describe('TRUST_PROXY on', () => {
  it("checks the forwarded address at sign-in and on every call, and shows it as the caller's", async () => {
    const { signIn, call } = await setUp(true);
    expect((await signIn('203.0.113.7')).statusCode).toBe(200);
    const refused = await signIn('198.51.100.4');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(signInMessages.credentialsRefused('198.51.100.4'));
    const ok = await call('203.0.113.7');
    expect(ok.statusCode).toBe(200);
    expect(ok.json<IpListAnswer>()).toMatchObject({ callerIp: '203.0.113.7', callerAllowed: true });
    expect((await call('198.51.100.4')).statusCode).toBe(403);
  }, 60_000);
});

describe('TRUST_PROXY off', () => {
  it('ignores X-Forwarded-For: a forged header does not get past the list', async () => {
    const { signIn, call } = await setUp(false);
    const forged = await signIn('203.0.113.7');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(signInMessages.credentialsRefused('10.0.0.2'));
    expect((await call('203.0.113.7')).statusCode).toBe(403);
  }, 60_000);
});
