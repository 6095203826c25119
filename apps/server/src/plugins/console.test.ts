import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers';

/** The built console served from a folder laid out as the build leaves it: each text file with a .br and a .gz. */
let t: TestContext;
let webDist: string;
const script = `console.log(${JSON.stringify('the console '.repeat(200))});`;
const page = `<!doctype html><title>console</title><script type="module" src="/assets/app-1a2b3c.js"></script>`;

async function withCompressed(path: string, body: string): Promise<void> {
  await writeFile(path, body);
  await writeFile(`${path}.br`, brotliCompressSync(body));
  await writeFile(`${path}.gz`, gzipSync(body));
}

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'orrery-console-'));
  await mkdir(join(webDist, 'assets'));
  await withCompressed(join(webDist, 'index.html'), page);
  await withCompressed(join(webDist, 'assets', 'app-1a2b3c.js'), script);
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the built console', () => {
  it('sends brotli to a browser that accepts it, with the type of the plain file', async () => {
    const res = await get('/assets/app-1a2b3c.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(script.length);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a browser that accepts gzip only', async () => {
    const res = await get('/assets/app-1a2b3c.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the plain file when no encoding is accepted', async () => {
    for (const encoding of [undefined, 'identity']) {
      const res = await get('/assets/app-1a2b3c.js', encoding);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(script);
    }
  });

  it('lets the browser keep the hashed assets for good, whatever the encoding', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      const res = await get('/assets/app-1a2b3c.js', encoding);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('has index.html asked for again each time, at / and at any console route', async () => {
    for (const url of ['/', '/index.html', '/members', '/astro/synastry']) {
      for (const encoding of ['br', undefined]) {
        const res = await get(url, encoding);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
        expect(res.headers['cache-control'], url).toBe('no-cache');
      }
    }
    const root = await get('/', 'br');
    expect(root.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(root.rawPayload).toString()).toBe(page);
  });

  it('never serves a compressed file at its own address', async () => {
    const res = await get('/assets/app-1a2b3c.js.br', 'br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });
});
