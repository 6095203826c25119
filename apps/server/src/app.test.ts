import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonMessages, inputMessages } from '@orrery/contract';
import { createTestApp, type TestContext } from '../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({
    DEV_CONSOLE_URL: 'http://localhost:5173',
    LIVE_CONSOLE_URL: 'https://admin.example.com',
  });
});
afterAll(() => t.close());

describe('the app around the routes', () => {
  it('refuses a NUL character in a search, a body or a path with 400 instead of a database error', async () => {
    const headers = t.auth(t.superadmin.token);
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/user/userList/?search=%00ana', headers }),
      t.app.inject({
        method: 'POST',
        url: '/api/user/profiles-list',
        headers,
        payload: { search: 'a\u0000' },
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/profiles/profiles-status-list',
        headers,
        payload: { search: '\u0000' },
      }),
      t.app.inject({ method: 'GET', url: '/api/feedback/list/0/20?search=%00', headers }),
    ]);
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ valid: false, message: commonMessages.nulCharacter });
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/user/userList/?search=%00' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a page number or size that is no finite number on every paged list with 400', async () => {
    const headers = t.auth(t.superadmin.token);
    const lists = [
      '/api/admin/admin-list',
      '/api/admin/login-session-list',
      '/api/user/userList/',
      '/api/user/deleted-list/',
      '/api/user/permanently-deleted-profiles/',
      '/api/feedback/report/0/20',
    ];
    for (const url of lists) {
      for (const [field, value] of [
        ['pageNo', 'Infinity'],
        ['pageNo', '-Infinity'],
        ['pageNo', '1e999'],
        ['pageLimit', 'Infinity'],
      ] as const) {
        const res = await t.app.inject({ method: 'GET', url: `${url}?${field}=${value}`, headers });
        expect(res.statusCode, `${url} ${field}=${value}: ${res.body}`).toBe(400);
        expect(res.json()).toEqual({ valid: false, message: inputMessages.notFinite(field) });
      }
    }
    for (const url of ['/api/user/incomplete-profile-list', '/api/user/profiles-list']) {
      const res = await t.app.inject({ method: 'POST', url, headers, payload: { pageNo: 'Infinity' } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ valid: false, message: inputMessages.notFinite('pageNo') });
    }
    const skip = await t.app.inject({ method: 'GET', url: '/api/feedback/list/Infinity/20', headers });
    expect(skip.statusCode).toBe(400);
    expect(skip.json().message).toBe('skip must be a whole number from 0');
  });

  it('refuses a date of year 0 or past 2100 in every date filter with 400, naming the field', async () => {
    const headers = t.auth(t.superadmin.token);
    const queries = [
      ['/api/admin/admin-list', 'createdStartDate'],
      ['/api/admin/admin-list', 'loginEndDate'],
      ['/api/admin/login-session-list', 'createdStartDate'],
      ['/api/user/userList/', 'createdStartDate'],
      ['/api/user/userList/', 'dobStartDate'],
      ['/api/user/deleted-list/', 'modifiedStartDate'],
      ['/api/user/permanently-deleted-profiles/', 'deletedStartDate'],
    ] as const;
    for (const [url, field] of queries) {
      for (const day of ['0000-01-01', '2101-01-01']) {
        const res = await t.app.inject({ method: 'GET', url: `${url}?${field}=${day}`, headers });
        expect(res.statusCode, `${url} ${field}=${day}: ${res.body}`).toBe(400);
        expect(res.json()).toEqual({ valid: false, message: inputMessages.dateRange(field) });
      }
    }
    const bodies = [
      ['/api/user/incomplete-profile-list', 'createdStartDate'],
      ['/api/user/profiles-list', 'startDate'],
    ] as const;
    for (const [url, field] of bodies) {
      const res = await t.app.inject({ method: 'POST', url, headers, payload: { [field]: '0000-01-01' } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ valid: false, message: inputMessages.dateRange(field) });
    }
    const unwritten = await t.app.inject({
      method: 'GET',
      url: '/api/user/userList/?createdStartDate=1-1-2020',
      headers,
    });
    expect(unwritten.json().message).toBe('createdStartDate must be a date written YYYY-MM-DD');
  });

  it('refuses half of a surrogate pair in a JSON body with 400 instead of a database error', async () => {
    const headers = t.auth(t.superadmin.token);
    const member = {
      nickName: 'Half',
      identifier: 'half.pair@example.com',
      gender: 'f',
      dob: '1990-01-01',
      fullName: 'Ana \ud83d',
    };
    const res = await t.app.inject({ method: 'POST', url: '/api/user/create', headers, payload: member });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ valid: false, message: inputMessages.loneSurrogate });
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/user/profiles-list',
      headers,
      payload: { search: '\udfffx' },
    });
    expect(search.json()).toEqual({ valid: false, message: inputMessages.loneSurrogate });
  });

  it('answers a broken or too long address with {valid:false, message}', async () => {
    const headers = t.auth(t.superadmin.token);
    const broken = await t.app.inject({ method: 'GET', url: '/api/user/item/%E0%A4%A', headers });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ valid: false, message: inputMessages.badUrl });
    const long = await t.app.inject({ method: 'GET', url: `/api/user/item/${'a'.repeat(200)}`, headers });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ valid: false, message: inputMessages.longUrlPart });
  });

  it('answers /healthz and /readyz without a token', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject('/readyz')).json()).toMatchObject({ status: 'ready' });
  });

  it('serves the OpenAPI document generated from the schemas at /api/docs', async () => {
    const res = await t.app.inject('/api/docs');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/admin/admin-login',
        '/api/admin/admin-list',
        '/api/admin/token-delete/{id}',
      ]),
    );
    expect(doc.paths['/api/admin/admin-list'].get.parameters.map((p: { name: string }) => p.name)).toContain(
      'createdStartDate',
    );
  });

  it('sends security headers with a strict content security policy', async () => {
    const res = await t.app.inject('/healthz');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("'unsafe-eval'");
    // images from the app itself, or also from the bucket's origin when files are in S3
    const bucket = t.config.s3?.endpoint ? ` ${new URL(t.config.s3.endpoint).origin}` : '';
    expect(/img-src ([^;]*)/.exec(csp)?.[1]).toBe(`'self' data: blob:${bucket}`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unknown API routes and malformed JSON with {valid:false, message}', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/admin/nothing-here',
      headers: t.auth(t.superadmin.token),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ valid: false, message: 'No route GET /api/admin/nothing-here' });
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/admin-login',
      payload: '{"identifier":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().valid).toBe(false);
    expect(broken.body).not.toContain('at ');
  });

  it('answers the console addresses for the App Mode selector to a signed-in admin only', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/setting/console-config',
      headers: t.auth(t.superadmin.token),
    });
    expect(res.json()).toEqual({
      devConsoleUrl: 'http://localhost:5173/',
      liveConsoleUrl: 'https://admin.example.com/',
    });
    expect((await t.app.inject('/api/setting/console-config')).statusCode).toBe(401);
  });
});
