import { Loading } from '../src/lib/loading';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { desc, eq } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import type { AdminType } from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { SessionCache } from '../src/lib/sessionCache';
import { buildApp, type App } from '../src/app';
import type { SendDeps } from '../src/modules/messaging';
import { loadConfig, type Config } from '../src/config';
import { declareRequestedWork } from '../src/jobs';
import { createAiProvider } from '../src/providers/ai';
import { inProcessQueue, jobQueueSlot, type JobQueueSlot } from '../src/providers/jobs';
import { createMailProvider } from '../src/providers/mail';
import { createPushProvider } from '../src/providers/push';
import { createPlacesProvider } from '../src/providers/places';
import { createStorageProvider } from '../src/providers/storage';
import { freshDatabase } from './database';
import { startS3Server, type TestS3 } from './s3';

/** `TEST_STORAGE=s3` runs the API tests with files in a bucket of a local S3 server (s3rver). */
export const testStorage: 'local' | 's3' = process.env.TEST_STORAGE === 's3' ? 's3' : 'local';

export interface TestAdmin {
  id: string;
  identifier: string;
  password: string;
  token: string;
}

export interface TestContext {
  app: App;
  db: Db;
  config: Config;
  /**
   * The app's job queue: in this process, running sends and imports at once; `jobs.use(queue)` puts another
   * in (pg-boss, or one that records what is sent).
   */
  jobs: JobQueueSlot;
  superadmin: TestAdmin;
  /** Adds an admin straight in the database and signs them in. */
  addAdmin(userType?: AdminType, identifier?: string): Promise<TestAdmin>;
  signIn(identifier: string, password: string, headers?: Record<string, string>): Promise<string>;
  latestCode(identifier: string): Promise<string>;
  auth(token: string): { authorization: string };
  /** GETs a link an answer carried: from the app (`/files/…`) or from the S3 server (a presigned link). */
  download(link: string): Promise<{ statusCode: number; headers: Record<string, string>; body: Buffer }>;
  close(): Promise<void>;
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  // numbers this app's admins (superadmin 1, admin 2, …): each test app counts from one, whichever files
  // ran before it in the worker
  let counter = 0;
  const dataDir = await mkdtemp(join(tmpdir(), 'orrery-test-'));
  const s3: TestS3 | undefined = testStorage === 's3' ? await startS3Server() : undefined;
  const config = loadConfig({ DATA_DIR: dataDir, WEB_DIST: '', ...s3?.env, ...env });
  const handle = await freshDatabase();
  const log = pino({ level: 'silent' });
  const jobs = jobQueueSlot();
  const app = await buildApp({
    config,
    db: handle.db,
    dbKind: handle.kind,
    mail: createMailProvider(config, handle.db, log),
    push: createPushProvider(config, handle.db),
    ai: createAiProvider(config),
    places: createPlacesProvider(),
    storage: createStorageProvider(config, handle.db),
    jobs,
    sessions: new SessionCache(),
    loading: new Loading(),
  });
  await app.ready();
  const inProcess = inProcessQueue(log);
  await declareRequestedWork(inProcess, { ...app.deps, handle, log, publicUrl: config.publicUrl });
  jobs.use(inProcess);

  const latestCode = async (identifier: string) => {
    const [mail] = await handle.db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.recipient, identifier))
      .orderBy(desc(schema.mailOutbox.createdAt))
      .limit(1);
    const code = mail && /code is (\d{6})/.exec(mail.text)?.[1];
    if (!code) throw new Error(`no sign-in code was mailed to ${identifier}`);
    return code;
  };

  const signIn = async (identifier: string, password: string, headers: Record<string, string> = {}) => {
    const step1 = await app.inject({
      method: 'POST',
      url: '/api/admin/admin-login',
      payload: { identifier, password },
      headers,
    });
    if (step1.statusCode !== 200) throw new Error(`admin-login answered ${step1.statusCode}: ${step1.body}`);
    const otp = await latestCode(identifier);
    const step2 = await app.inject({
      method: 'POST',
      url: '/api/admin/verify-otp',
      payload: { identifier, otp },
      headers,
    });
    if (step2.statusCode !== 200) throw new Error(`verify-otp answered ${step2.statusCode}: ${step2.body}`);
    return step2.json<{ accessToken: string }>().accessToken;
  };

  const addAdmin = async (userType: AdminType = 'admin', identifier?: string): Promise<TestAdmin> => {
    counter += 1;
    const email = identifier ?? `${userType}${counter}@example.com`;
    const password = `Password-${counter}-long`;
    const [row] = await handle.db
      .insert(schema.admins)
      .values({
        nickName: `${userType} ${counter}`,
        identifier: email,
        passwordHash: await hash(password),
        gender: 'm',
        userType,
      })
      .returning({ id: schema.admins.id });
    if (!row) throw new Error('admin insert failed');
    return { id: row.id, identifier: email, password, token: await signIn(email, password) };
  };

  const superadmin = await addAdmin('superadmin', 'root@example.com');

  return {
    app,
    db: handle.db,
    config,
    jobs,
    superadmin,
    addAdmin,
    signIn,
    latestCode,
    auth: (token) => ({ authorization: `Bearer ${token}` }),
    async download(link) {
      if (link.startsWith('/')) {
        const res = await app.inject({ method: 'GET', url: link });
        const headers = Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, String(v)]));
        return { statusCode: res.statusCode, headers, body: res.rawPayload };
      }
      const res = await fetch(link);
      return {
        statusCode: res.status,
        headers: Object.fromEntries(res.headers),
        body: Buffer.from(await res.arrayBuffer()),
      };
    },
    async close() {
      await app.close();
      await jobs.stop();
      await handle.close();
      await s3?.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The test app of this file (or of the describe block it is called in): made before its tests, with the
 * beforeAll hooks that follow this call, and closed after them. Its fields are there once that hook ran.
 */
export function useTestApp(env: Record<string, string> = {}): TestContext {
  const t = {} as TestContext;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(env));
  });
  afterAll(() => t.close?.());
  return t;
}

/** GETs `url` as the superadmin, or with the token given (null: none). */
export const getAs = (t: TestContext, url: string, token: string | null = t.superadmin.token) =>
  t.app.inject({ method: 'GET', url, headers: token ? t.auth(token) : {} });

/** The password step of the sign-in (`admin/admin-login`), from `remoteAddress` when given. */
export const adminLogin = (
  t: TestContext,
  identifier: string,
  password: string,
  { remoteAddress, headers }: { remoteAddress?: string; headers?: Record<string, string> } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/admin-login',
    payload: { identifier, password },
    ...(headers ? { headers } : {}),
    ...(remoteAddress ? { remoteAddress } : {}),
  });

/**
 * What a send's run takes (runSend), from the test app: its database, its mail and push providers (the
 * outboxes unless the test set others), a silent log and the console's local address.
 */
export const sendDepsOf = (t: TestContext): SendDeps => ({
  db: t.db,
  push: t.app.deps.push,
  mail: t.app.deps.mail,
  log: pino({ level: 'silent' }),
  publicUrl: 'http://localhost:8080/',
});

/** A real PNG made on the spot, for upload tests. */
export const samplePng = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The signed link of the provider under test, as a pattern source: `/files/a.jpg?e=…&s=…` or presigned. */
export const linkPattern = (storedPattern: string) =>
  testStorage === 's3'
    ? `^http://127\\.0\\.0\\.1:\\d+/[a-z0-9-]+/${storedPattern.replace(/^\^?\\?\/files\\?\//, '')}\\?X-Amz-Algorithm=AWS4-HMAC-SHA256&.*X-Amz-Signature=[0-9a-f]{64}.*$`
    : `${storedPattern}\\?e=\\d+&s=[\\w-]{32}$`;

/** Matches the signed link an answer carries for a stored URL (`/files/a.jpg?e=…&s=…`, or presigned on S3). */
export const signedLink = (url: string) => expect.stringMatching(new RegExp(linkPattern(`^${escaped(url)}`)));

/** The stored URL behind a signed link (`/files/<key>`), on either provider. */
export const storedUrl = (link: string) =>
  (link.split('?')[0] ?? link).replace(/^https?:\/\/[^/]+\/[^/]+\//, '/files/');

/** A small PNG whose header claims `width` × `height` pixels (its data does not follow). */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await samplePng(1, 1));
  // IHDR: length (4) + "IHDR" (4) at byte 8, then width and height, then its CRC over type and data
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A multipart body with one file field, as a browser sends it. */
export function multipartFile(field: string, filename: string, contentType: string, content: Buffer) {
  const boundary = `----orrery${Date.now().toString(16)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
