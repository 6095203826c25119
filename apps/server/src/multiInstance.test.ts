import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import pg from 'pg';
import type { MediaItem, Member } from '@orrery/contract';
import { openDb, schema, type DbHandle } from '@orrery/db';
import { multipartFile, samplePng } from '../test/helpers';
import { insertMember } from '../test/members';
import { startS3Server, type TestS3 } from '../test/s3';
import { startServerProcess, type ServerProcess } from '../test/serverProcess';
import { sha256Hex } from './lib/tokens';

const serverUrl = process.env.TEST_DATABASE_URL;
const email = 'multi@example.com';
const password = 'Multi-instance-password-1';

/**
 * Several server processes behind a load balancer: one PostgreSQL database, one bucket, nothing shared
 * on disk (each its own DATA_DIR). Both are real server processes, the bundle `npm start` runs.
 */
describe.runIf(serverUrl)('two server processes on one PostgreSQL database and one S3 bucket', () => {
  const name = `orrery_t_${randomBytes(6).toString('hex')}`;
  let s3: TestS3;
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;
  let db: DbHandle;
  const dirs: string[] = [];

  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };

  beforeAll(async () => {
    await admin(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    s3 = await startS3Server();
    const env = async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'orrery-multi-'));
      dirs.push(dataDir);
      return {
        ...s3.env,
        DATABASE_URL: url.toString(),
        DATA_DIR: dataDir,
        ADMIN_EMAIL: email,
        ADMIN_PASSWORD: password,
        SEED_MEMBERS: '0',
        SEED_EVENTS: '0',
      };
    };
    // one after the other: the first applies the migrations and creates the first superadmin
    a = await startServerProcess(await env());
    b = await startServerProcess(await env());
    db = await openDb({ databaseUrl: url.toString(), poolSize: 2 });
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.close();
    await s3?.close();
    await admin(`drop database if exists ${name} with (force)`);
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  }, 60_000);

  const call = (server: ServerProcess, method: string, path: string, token?: string, body?: unknown) =>
    fetch(`${server.base}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  /** Both sign-in steps through one process, the code read from the outbox they share. */
  const signIn = async (server: ServerProcess) => {
    expect(
      (await call(server, 'POST', '/api/admin/admin-login', undefined, { identifier: email, password }))
        .status,
    ).toBe(200);
    const [mail] = await db.db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.recipient, email))
      .orderBy(desc(schema.mailOutbox.createdAt))
      .limit(1);
    const otp = /code is (\d{6})/.exec(mail?.text ?? '')?.[1];
    const res = await call(server, 'POST', '/api/admin/verify-otp', undefined, { identifier: email, otp });
    expect(res.status).toBe(200);
    return ((await res.json()) as { accessToken: string }).accessToken;
  };

  it('refuses on one process a session deleted through the other, at once', async () => {
    const token = await signIn(a!);
    const victim = await signIn(b!);
    // B has just checked the victim's session and keeps it in its cache (5 s)
    expect((await call(b!, 'GET', '/api/admin/admin-list', victim)).status).toBe(200);
    expect((await call(a!, 'GET', '/api/admin/admin-list', victim)).status).toBe(200);
    const [session] = await db.db
      .select({ id: schema.adminSessions.id })
      .from(schema.adminSessions)
      .where(eq(schema.adminSessions.tokenHash, sha256Hex(victim)));
    expect((await call(a!, 'DELETE', `/api/admin/token-delete/${session!.id}`, token)).status).toBe(200);
    // well within the 5 s a process keeps a session: B was told through PostgreSQL
    await expect
      .poll(async () => (await call(b!, 'GET', '/api/admin/admin-list', victim)).status, { timeout: 1500 })
      .toBe(401);
    expect((await call(b!, 'GET', '/api/admin/admin-list', token)).status).toBe(200);
  });

  it('refuses on one process, at once, the other sessions a password change through the other ended', async () => {
    const token = await signIn(a!);
    const other = await signIn(b!);
    expect((await call(b!, 'GET', '/api/admin/admin-list', other)).status).toBe(200);
    const newPassword = 'Multi-instance-password-2';
    const change = (current: string, next: string) =>
      call(a!, 'POST', '/api/admin/change-password', token, { currentPassword: current, newPassword: next });
    expect((await change(password, newPassword)).status).toBe(200);
    await expect
      .poll(async () => (await call(b!, 'GET', '/api/admin/admin-list', other)).status, { timeout: 1500 })
      .toBe(401);
    expect((await call(b!, 'GET', '/api/admin/admin-list', token)).status).toBe(200);
    // back to the password the other tests sign in with
    expect((await change(newPassword, password)).status).toBe(200);
  });

  it('sends a scheduled push once when its time comes, both processes looking every minute', async () => {
    const token = await signIn(a!);
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) ids.push(await insertMember(db.db, { identifier: `sched${i}@example.com` }));
    const sendAt = new Date(Date.now() + 3_600_000).toISOString().slice(0, 16); // an hour ahead, UTC
    const scheduled = await call(a!, 'POST', '/api/user/send-notification', token, {
      notificationKey: 'astro_insights',
      notificationTitle: 'Once only',
      notificationBody: 'At its time, from either process.',
      userIds: ids,
      sendMode: 'at',
      sendAt,
    });
    expect(scheduled.status).toBe(200);
    const id = ((await scheduled.json()) as { data: { _id: string; status: string } }).data._id;
    // its time comes: the next minute's look of either process starts it
    await db.db
      .update(schema.pushNotifications)
      .set({ nextRunAt: new Date(Date.now() - 1000) })
      .where(eq(schema.pushNotifications.id, id));
    await expect
      .poll(
        async () =>
          (
            await db.db
              .select({ status: schema.pushNotifications.status })
              .from(schema.pushNotifications)
              .where(eq(schema.pushNotifications.id, id))
          )[0]?.status,
        { timeout: 170_000, interval: 1000 },
      )
      .toBe('done');
    const kept = await db.db
      .select({ memberId: schema.pushOutbox.memberId })
      .from(schema.pushOutbox)
      .where(eq(schema.pushOutbox.notificationId, id));
    expect(kept.map((k) => k.memberId).sort()).toEqual([...ids].sort());
  }, 200_000);

  it('serves through one process a photo uploaded through the other, once the first is gone', async () => {
    const token = await signIn(a!);
    const id = await insertMember(db.db);
    const { payload, headers } = multipartFile('file', 'face.png', 'image/png', await samplePng(640, 480));
    const uploaded = await fetch(
      `${a!.base}/api/user/profile-upload/${id}/public/${id}-${Date.now()}.jpg/0`,
      {
        method: 'POST',
        headers: { ...headers, authorization: `Bearer ${token}` },
        body: payload,
      },
    );
    expect(uploaded.status).toBe(200);
    const item = ((await uploaded.json()) as { data: MediaItem }).data;
    const fromA = Buffer.from(await (await fetch(item.filename)).arrayBuffer());
    expect(fromA.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    await a!.stop();
    a = undefined;
    const member = await call(b!, 'GET', `/api/user/item/${id}`, token);
    expect(member.status).toBe(200);
    const [photo] = ((await member.json()) as { data: Member }).data.profiles[0]?.mediaItems ?? [];
    expect(photo?._id).toBe(item._id);
    const link = photo!.filename;
    expect(link.startsWith(`${s3.endpoint}/${s3.bucket}/members/${id}/`)).toBe(true);
    const served = await fetch(link);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(fromA);
  });
});
