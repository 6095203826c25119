import { connect, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { commonMessages, inputMessages } from '@orrery/contract';
import { getAs, useTestApp } from '../test/helpers';

const t = useTestApp({
  DEV_CONSOLE_URL: 'http://localhost:5173',
  LIVE_CONSOLE_URL: 'https://admin.example.com',
});

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
    // the message names the field as words (plugins/errors)
    const queries = [
      ['/api/admin/admin-list', 'createdStartDate', 'Created start date'],
      ['/api/admin/admin-list', 'loginEndDate', 'Login end date'],
      ['/api/admin/login-session-list', 'createdStartDate', 'Created start date'],
      ['/api/user/userList/', 'createdStartDate', 'Created start date'],
      ['/api/user/userList/', 'dobStartDate', 'Dob start date'],
      ['/api/user/deleted-list/', 'modifiedStartDate', 'Modified start date'],
      ['/api/user/permanently-deleted-profiles/', 'deletedStartDate', 'Deleted start date'],
    ] as const;
    for (const [url, field, label] of queries) {
      for (const day of ['0000-01-01', '2101-01-01']) {
        const res = await t.app.inject({ method: 'GET', url: `${url}?${field}=${day}`, headers });
        expect(res.statusCode, `${url} ${field}=${day}: ${res.body}`).toBe(400);
        expect(res.json()).toEqual({ valid: false, message: inputMessages.dateRange(label) });
      }
    }
    const bodies = [
      ['/api/user/incomplete-profile-list', 'createdStartDate', 'Created start date'],
      ['/api/user/profiles-list', 'startDate', 'Start date'],
    ] as const;
    for (const [url, field, label] of bodies) {
      const res = await t.app.inject({ method: 'POST', url, headers, payload: { [field]: '0000-01-01' } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ valid: false, message: inputMessages.dateRange(label) });
    }
    const unwritten = await t.app.inject({
      method: 'GET',
      url: '/api/user/userList/?createdStartDate=1-1-2020',
      headers,
    });
    expect(unwritten.json().message).toBe('Created start date must be a date written YYYY-MM-DD');
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

  it('refuses an id written urn:uuid:… (which PostgreSQL cannot read) with 400, naming it', async () => {
    const headers = t.auth(t.superadmin.token);
    const urn = 'urn:uuid:3f2b8c1e-6a0d-4e8f-9b7a-1c2d3e4f5a6b';
    const admin = await t.app.inject({ method: 'GET', url: `/api/admin/get-admin/${urn}`, headers });
    expect([admin.statusCode, admin.json()]).toEqual([
      400,
      { valid: false, message: 'The id is not valid.' },
    ]);
    const member = await t.app.inject({ method: 'GET', url: `/api/user/item/${urn}`, headers });
    expect([member.statusCode, member.json()]).toEqual([
      400,
      { valid: false, message: 'The member id is not valid.' },
    ]);
  });

  it('answers a request the HTTP parser refuses (too long, not HTTP) with {valid:false, message}', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const send = (bytes: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.end(bytes));
        let text = '';
        socket.setEncoding('utf8');
        socket.on('data', (chunk: string) => (text += chunk));
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      });
    const answerOf = (text: string) => ({
      status: text.split(' ')[1],
      type: /content-type: ([^\r]*)/i.exec(text)?.[1],
      body: JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as unknown,
    });
    const longLine = await send(
      `GET /api/admin/admin-list?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    const longHeader = await send(
      `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Long: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    for (const text of [longLine, longHeader]) {
      expect(answerOf(text)).toEqual({
        status: '431',
        type: 'application/json; charset=utf-8',
        body: { valid: false, message: inputMessages.headersTooLarge },
      });
    }
    expect(answerOf(await send('NOT HTTP AT ALL\r\n\r\n'))).toEqual({
      status: '400',
      type: 'application/json; charset=utf-8',
      body: { valid: false, message: inputMessages.notHttp },
    });
  });

  it('answers /healthz and /readyz without a token', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject('/readyz')).json()).toMatchObject({ status: 'ready' });
  });

  it('lists on /readyz what the start still loads behind the API, with its figures', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const step = t.app.deps.loading.step('Demo members', async (progress) => {
      progress(1500, 5000);
      await held;
    });
    expect((await t.app.inject('/readyz')).json()).toMatchObject({
      status: 'ready',
      loading: [{ name: 'Demo members', done: 1500, total: 5000 }],
    });
    release();
    await step;
    expect((await t.app.inject('/readyz')).json()).toMatchObject({ status: 'ready', loading: [] });
  });

  it('serves a browsable API reference at /api/docs from its own files (no CDN), without a token', async () => {
    const entry = await t.app.inject('/api/docs');
    const page =
      entry.statusCode === 302
        ? await t.app.inject(String(entry.headers.location).replace(/^\.\//, '/api/docs/'))
        : entry;
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('swagger-ui');
    const initializer = await t.app.inject('/api/docs/static/swagger-initializer.js');
    expect(initializer.statusCode).toBe(200);
    // every file the page loads comes from this server, and no validator elsewhere is asked
    expect(page.body).not.toMatch(/(src|href)=["']?(https?:)?\/\//i);
    expect(initializer.body).toContain('validatorUrl: null');
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    expect(page.headers['content-security-policy']).not.toContain('https:');
    const bundle = await t.app.inject('/api/docs/static/swagger-ui-bundle.js');
    expect(bundle.statusCode).toBe(200);
  });

  it('serves the OpenAPI document generated from the schemas at /api/docs/json', async () => {
    const res = await t.app.inject('/api/docs/json');
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

  it('marks in the API document the routes that need a token, and the public ones (sign-in, events) as such', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json<{
      security: unknown;
      paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>>;
    }>();
    expect(doc.security).toEqual([{ bearer: [] }]);
    const access = new Map(
      t.app.routeAccess().map((r) => [`${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`, r.public]),
    );
    const needs = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => {
        const key = `${method.toUpperCase()} ${path}`;
        const schemes = (op.security ?? doc.security) as Record<string, unknown>[];
        return [key, access.get(key), schemes.flatMap((s) => Object.keys(s)).join(' ') || 'none'] as const;
      }),
    );
    expect(needs.length).toBeGreaterThan(100);
    expect(needs.filter(([, isPublic]) => isPublic === undefined)).toEqual([]);
    expect(needs.filter(([, isPublic, scheme]) => !isPublic && scheme !== 'bearer')).toEqual([]);
    expect(needs.filter(([, isPublic]) => isPublic).map(([key, , scheme]) => `${key}: ${scheme}`)).toEqual(
      expect.arrayContaining([
        'POST /api/admin/admin-login: none',
        'POST /api/admin/verify-otp: none',
        'GET /api/app/version-policy: none',
        'POST /api/events: appKey',
      ]),
    );
    expect(needs.filter(([, isPublic, scheme]) => isPublic && scheme === 'bearer')).toEqual([]);
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
    const unknown = await getAs(t, '/api/admin/nothing-here');
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
    const res = await getAs(t, '/api/setting/console-config');
    expect(res.json()).toEqual({
      devConsoleUrl: 'http://localhost:5173/',
      liveConsoleUrl: 'https://admin.example.com/',
    });
    expect((await t.app.inject('/api/setting/console-config')).statusCode).toBe(401);
  });
});
