import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/helpers';

/**
 * Deny by default, proven on a real socket (the path reaches the server exactly as written): every
 * route not marked public answers 401 or 404 without data, however its path is spelled.
 */
let t: TestContext;
let webDist: string;
let port: number;

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'orrery-web-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html><title>console</title>');
  await writeFile(join(webDist, 'assets', 'app.js'), 'console.log(1)');
  t = await createTestApp({ WEB_DIST: webDist });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

interface Raw {
  status: number;
  body: string;
  type: string;
}

/** One request with the path sent byte for byte as given, no token. */
function raw(method: string, path: string, headers: Record<string, string> = {}): Promise<Raw> {
  const body = method === 'POST' || method === 'PUT' || method === 'PATCH' ? '{}' : undefined;
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: body ? { 'content-type': 'application/json', ...headers } : headers,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: text, type: String(res.headers['content-type']) }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const percent = (letter: string) => `%${letter.charCodeAt(0).toString(16).padStart(2, '0')}`;

/** The path written plainly and in the spellings a router may decode or normalise differently. */
export function spellings(path: string): string[] {
  const [first = '', ...rest] = path.slice(1).split('/');
  const tail = rest.length ? `/${rest.join('/')}` : '';
  const out = [path];
  for (let i = 0; i < first.length; i++) {
    out.push(`/${first.slice(0, i)}${percent(first[i]!)}${first.slice(i + 1)}${tail}`);
    out.push(`/${first.slice(0, i)}${percent(first[i]!).toUpperCase()}${first.slice(i + 1)}${tail}`);
  }
  const second = rest[0];
  if (second) out.push(`/${first}/${percent(second[0]!)}${second.slice(1)}/${rest.slice(1).join('/')}`);
  out.push(`/${path}`, `/${first}/${tail}`, `${path}/.`, `/${first}/.${tail}`, `/${first}/x/..${tail}`);
  // dot segments before it, and backslashes, which browsers read as slashes
  out.push(`/x/..${path}`, `/x/%2e%2e${path}`, `/x/%2E%2E${path}`, `/./${path.slice(1)}`);
  const backslashed = path.slice(1).replaceAll('/', '\\');
  out.push(`/${backslashed}`, `/\\${path.slice(1)}`, `/x\\..\\${backslashed}`, `/x/..\\${path.slice(1)}`);
  out.push(`/${first.toUpperCase()}${tail}`, `/${first[0]?.toUpperCase()}${first.slice(1)}${tail}`);
  if (second) out.push(`/${first}%2F${rest.join('/')}`, `/${first}%2f${rest.join('/')}`);
  return [...new Set(out)];
}

const sampleId = '3f2b8c1e-6a0d-4e8f-9b7a-1c2d3e4f5a6b';
const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, sampleId).replace(/\*$/, 'x');

describe('deny by default', () => {
  it('marks public only the sign-in steps, the reset link page, the unsubscribe link, the app events, health, the API reference, file links and the console', () => {
    const publicRoutes = t.app
      .routeAccess()
      .filter((r) => r.public && r.method !== 'HEAD' && !r.url.startsWith('/assets/'))
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(publicRoutes).toEqual(
      [
        'GET /',
        'GET /*',
        // the API reference: its page, its files and the OpenAPI document (plugins/docs)
        'GET /api/docs/',
        'GET /api/docs/json',
        'GET /api/docs/static/*',
        'GET /api/docs/static/index.html',
        'GET /api/docs/static/swagger-initializer.js',
        'GET /api/docs/yaml',
        // the mobile app asks whether its version must update (modules/settings)
        'GET /api/app/version-policy',
        // the unsubscribe link of member e-mails: its signature is the proof (modules/messaging)
        'GET /api/user/email-unsubscribe/:token',
        'POST /api/user/email-unsubscribe/:token',
        'GET /files/*',
        'GET /healthz',
        'GET /index.html',
        'GET /readyz',
        'POST /api/admin/admin-login',
        'POST /api/admin/verify-otp',
        // the page a password reset link opens: the link's token is the proof (modules/passwords)
        'POST /api/admin/reset-password-link/check',
        'POST /api/admin/set-password',
        // the mobile app's analytics events: signed with the app key instead (modules/app-events)
        'POST /api/events',
      ].sort(),
    );
  });

  it('answers every private route 401 or 404 without a token, however its path is written', async () => {
    const privateRoutes = t.app.routeAccess().filter((r) => !r.public);
    expect(privateRoutes.length).toBeGreaterThan(40);
    const leaks: string[] = [];
    for (const route of privateRoutes) {
      for (const path of spellings(concrete(route.url))) {
        const res = await raw(route.method, path);
        const refused = res.status === 401 || res.status === 404;
        const plainError =
          refused &&
          (route.method === 'HEAD' || (res.type.includes('json') && JSON.parse(res.body).valid === false));
        if (!plainError) leaks.push(`${route.method} ${path} → ${res.status} ${res.body.slice(0, 80)}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('answers the unknown API paths 404 in JSON, never the console page, in any spelling', async () => {
    for (const path of [...spellings('/api/nothing/here'), ...spellings('/files/nothing.jpg')]) {
      const res = await raw('GET', path);
      if (res.status === 403) continue; // a /files/ spelling the file route matched: refused without a link
      expect(res.status, path).toBe(404);
      expect(res.body, path).not.toContain('<title>console</title>');
    }
    const consolePage = await raw('GET', '/members?tab=blocked');
    expect(consolePage.status).toBe(200);
    expect(consolePage.body).toContain('<title>console</title>');
    expect((await raw('GET', '/assets/app.js')).body).toBe('console.log(1)');
  });

  it('still serves a private route to a signed-in admin when its path is percent-encoded', async () => {
    const res = await raw('GET', '/%61pi/setting/console-config', t.auth(t.superadmin.token));
    expect(res.status).toBe(200);
  });
});
