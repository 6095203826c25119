import { beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { ipMessages as m, signInMessages, type IpListAnswer } from '@orrery/contract';
import { schema } from '@orrery/db';
import { adminLogin, type TestAdmin, useTestApp } from '../../../test/helpers';

const t = useTestApp();
let admin: TestAdmin;
let other: TestAdmin;
/** app.inject's address unless said otherwise. */
const HERE = '127.0.0.1';

beforeAll(async () => {
  admin = await t.addAdmin('admin');
  other = await t.addAdmin('admin');
});

const send = (
  method: 'GET' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  token: string | null = t.superadmin.token,
  remoteAddress = HERE,
) =>
  t.app.inject({
    method,
    url: `/api/setting/ip-whitelist/${url}`,
    ...(payload ? { payload } : {}),
    headers: token ? t.auth(token) : {},
    remoteAddress,
  });
const list = async (who: TestAdmin, token = who.token, from = HERE) =>
  (await send('GET', `list/${who.id}`, undefined, token, from)).json<IpListAnswer>();
const add = (
  who: TestAdmin,
  ipAddress: string,
  extra: object = {},
  token = t.superadmin.token,
  from = HERE,
) => send('PUT', `save/${who.id}`, { userId: who.id, ipAddress, ...extra }, token, from);
const entries = async () => (await t.db.select({ n: count() }).from(schema.adminIpEntries))[0]?.n;
const me = (token: string, remoteAddress = HERE) =>
  t.app.inject({ method: 'GET', url: '/api/setting/app-settings', headers: t.auth(token), remoteAddress });

describe('GET /api/setting/ip-whitelist/list/{id}', () => {
  it("answers the entries and the caller's address as the server sees it", async () => {
    const answer = await list(admin, admin.token, '198.51.100.23');
    expect(answer).toEqual({ valid: true, ips: [], callerIp: '198.51.100.23', callerAllowed: true });
  });

  it("shows another admin's list to a superadmin only (403 for an admin), 404 for no admin, 401 without token", async () => {
    expect((await send('GET', `list/${other.id}`, undefined, t.superadmin.token)).statusCode).toBe(200);
    const res = await send('GET', `list/${other.id}`, undefined, admin.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(m.onlyOwnList);
    expect((await send('GET', `list/00000000-0000-0000-0000-000000000000`)).statusCode).toBe(404);
    expect((await send('GET', `list/${admin.id}`, undefined, null)).statusCode).toBe(401);
    expect((await send('GET', `list/not-an-id`)).statusCode).toBe(400);
  });
});

describe('PUT /api/setting/ip-whitelist/save/{id}', () => {
  it.each([
    ['a word', { ipAddress: 'office' }, m.badIpv4],
    ['an IPv6 address as IPv4', { ipAddress: '2001:db8::1' }, m.badIpv4],
    ['an octet past 255', { ipAddress: '203.0.113.256' }, m.badIpv4],
    ['a prefix past 32', { ipAddress: '203.0.113.0/33' }, m.badIpv4],
    ['a bad IPv6', { ipAddress: '203.0.113.7', ip6Address: '2001:db8::g' }, m.badIpv6],
    ['a prefix past 128', { ipAddress: '203.0.113.7', ip6Address: '2001:db8::/129' }, m.badIpv6],
  ])('refuses %s with a 400 and writes nothing', async (_label, body, message) => {
    const before = await entries();
    const res = await send('PUT', `save/${other.id}`, { userId: other.id, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ valid: false, message });
    expect(await entries()).toBe(before);
  });

  it('refuses a userId other than the id, and an admin changing another admin (403)', async () => {
    const res = await send('PUT', `save/${other.id}`, { userId: admin.id, ipAddress: '203.0.113.7' });
    expect(res.json().message).toBe(m.userMismatch);
    const forbidden = await add(other, '203.0.113.7', {}, admin.token);
    expect(forbidden.statusCode).toBe(403);
    expect(
      (await send('PUT', `save/${other.id}`, { userId: other.id, ipAddress: '1.2.3.4' }, null)).statusCode,
    ).toBe(401);
  });

  it('adds an IPv4 address with its IPv6 one: "IP Address added successfully"; twice is refused', async () => {
    const res = await add(other, ' 203.0.113.7 ', { ip6Address: '2001:DB8::7' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      valid: true,
      message: 'IP Address added successfully',
      data: { ipAddress: '203.0.113.7', ip6Address: '2001:db8::7' },
    });
    expect((await add(other, '203.0.113.7')).json().message).toBe(m.duplicate);
    const answer = await list(other, t.superadmin.token);
    expect(answer.ips.map((ip) => ip.ipAddress)).toEqual(['203.0.113.7']);
  });
});

describe('an admin with entries is served only from them', () => {
  it('refuses sign-in from elsewhere as a wrong password, and lets it in from a listed address or range', async () => {
    const res = await adminLogin(t, other.identifier, other.password, { remoteAddress: '198.51.100.9' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ valid: false, message: signInMessages.credentialsRefused('198.51.100.9') });
    // a wrong password from elsewhere gets the same answer: the password is not checked there
    const wrong = await adminLogin(t, other.identifier, 'not-the-password', {
      remoteAddress: '198.51.100.9',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(res.json());
    await expect(t.signIn(other.identifier, other.password)).rejects.toThrow('admin-login answered 400');
    expect(await addViaInject('203.0.113.7')).toBeTypeOf('string');
    expect((await add(other, '10.20.0.0/16')).statusCode).toBe(200);
    expect(await addViaInject('10.20.30.40')).toBeTypeOf('string');
    expect(await addViaInject('2001:db8::7')).toBeTypeOf('string');
  });

  it('refuses every authenticated call of an open session from elsewhere (403), at once after a change', async () => {
    const token = await addViaInject('203.0.113.7');
    expect((await me(token, '203.0.113.7')).statusCode).toBe(200);
    const elsewhere = await me(token, '198.51.100.9');
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().message).toBe(m.refused('198.51.100.9'));
    // the session cache is dropped on a change: deleting the entry refuses that address at once
    const del = await send('DELETE', `delete/${other.id}/203.0.113.7`);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ valid: true, message: 'IP Address deleted successfully' });
    expect((await me(token, '203.0.113.7')).statusCode).toBe(403);
    expect((await me(token, '10.20.1.1')).statusCode).toBe(200);
  });

  it('deletes a range by its address with the slash encoded; 404 for an address not on the list', async () => {
    expect(
      (await send('DELETE', `delete/${other.id}/${encodeURIComponent('10.20.0.0/16')}`)).statusCode,
    ).toBe(200);
    const missing = await send('DELETE', `delete/${other.id}/10.9.9.9`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(m.notFound);
    expect((await send('DELETE', `delete/${other.id}/nonsense`)).json().message).toBe(m.badIpv4);
    expect((await send('DELETE', `delete/${other.id}/10.9.9.9`, undefined, admin.token)).statusCode).toBe(
      403,
    );
    expect((await send('DELETE', `delete/${other.id}/10.9.9.9`, undefined, null)).statusCode).toBe(401);
    // no entries left: any address again
    expect(await addViaInject('198.51.100.77')).toBeTypeOf('string');
  });
});

/** Signs `other` in from this address (both steps). */
async function addViaInject(from: string): Promise<string> {
  const step1 = await adminLogin(t, other.identifier, other.password, { remoteAddress: from });
  if (step1.statusCode !== 200) throw new Error(`admin-login answered ${step1.statusCode}`);
  const otp = await t.latestCode(other.identifier);
  const step2 = await t.app.inject({
    method: 'POST',
    url: '/api/admin/verify-otp',
    payload: { identifier: other.identifier, otp },
    remoteAddress: from,
  });
  if (step2.statusCode !== 200) throw new Error(`verify-otp answered ${step2.statusCode}`);
  return step2.json<{ accessToken: string }>().accessToken;
}

describe('no lock-out by mistake', () => {
  it('asks to confirm (428) before an admin locks themselves out of where they call from', async () => {
    const before = await entries();
    const res = await add(admin, '203.0.113.50', {}, admin.token, '198.51.100.1');
    expect(res.statusCode).toBe(428);
    expect(res.json().message).toBe(m.selfLockout('198.51.100.1'));
    expect(await entries()).toBe(before);
    // an entry covering where they are needs no confirmation
    expect((await add(admin, '198.51.100.0/24', {}, admin.token, '198.51.100.1')).statusCode).toBe(200);
    expect((await list(admin, admin.token, '198.51.100.1')).callerAllowed).toBe(true);
    // deleting it would lock them out: confirm first
    const del = await send(
      'DELETE',
      `delete/${admin.id}/${encodeURIComponent('198.51.100.0/24')}`,
      undefined,
      admin.token,
      '198.51.100.1',
    );
    expect(del.statusCode).toBe(200); // the last entry: an empty list restricts nothing
    expect((await add(admin, '198.51.100.1', {}, admin.token, '198.51.100.1')).statusCode).toBe(200);
    expect((await add(admin, '203.0.113.51', {}, admin.token, '198.51.100.1')).statusCode).toBe(200);
    const gone = await send(
      'DELETE',
      `delete/${admin.id}/198.51.100.1`,
      undefined,
      admin.token,
      '198.51.100.1',
    );
    expect(gone.statusCode).toBe(428);
    const confirmed = await send(
      'DELETE',
      `delete/${admin.id}/198.51.100.1?confirm=true`,
      undefined,
      admin.token,
      '198.51.100.1',
    );
    expect(confirmed.statusCode).toBe(200);
    expect((await me(admin.token, '198.51.100.1')).statusCode).toBe(403);
    expect((await me(admin.token, '203.0.113.51')).statusCode).toBe(200);
  });

  it('never locks out the last superadmin, even confirmed; a second superadmin free of entries allows it', async () => {
    const root = t.superadmin;
    const before = await entries();
    const res = await add(root, '203.0.113.60', { confirm: true }, root.token, '198.51.100.2');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(m.lastSuperadmin);
    expect(await entries()).toBe(before);
    // from an address the entry covers, fine
    expect((await add(root, '198.51.100.2', {}, root.token, '198.51.100.2')).statusCode).toBe(200);
    expect((await me(root.token, '198.51.100.2')).statusCode).toBe(200);
    expect((await me(root.token, '198.51.100.3')).statusCode).toBe(403);
    // with a second superadmin without entries, the first may lock themselves out after confirming
    await t.addAdmin('superadmin');
    const locked = await add(root, '203.0.113.61', { confirm: true }, root.token, '198.51.100.2');
    expect(locked.statusCode).toBe(200);
    const del = await send(
      'DELETE',
      `delete/${root.id}/198.51.100.2?confirm=true`,
      undefined,
      root.token,
      '198.51.100.2',
    );
    expect(del.statusCode).toBe(200);
    expect((await me(root.token, '198.51.100.2')).statusCode).toBe(403);
    expect((await me(root.token, '203.0.113.61')).statusCode).toBe(200);
  });
});
