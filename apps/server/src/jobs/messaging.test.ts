import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import type PgBoss from 'pg-boss';
import { schema, type DbHandle } from '@orrery/db';
import { pgBossQueue, startBoss, stopBoss } from '../providers/jobs';
import { declareSendWork } from './messaging';
import { createPush, dispatchSend } from '../modules/messaging';
import { outboxMail } from '../providers/mail';
import { outboxPush } from '../providers/push';
import { freshDatabase } from '../../test/database';
import { insertManyMembers } from '../../test/members';

const log = pino({ level: 'silent' });
let handle: DbHandle;
let boss: PgBoss;

beforeAll(async () => {
  handle = await freshDatabase();
  boss = await startBoss(handle, { log, supervise: false });
}, 60_000);
afterAll(async () => {
  await stopBoss(boss);
  await handle.close();
});

describe(`push sending on pg-boss (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('a queued push left by a stopped server is sent at start, once', async () => {
    await insertManyMembers(handle.db, 50, () => ({ country: 'Kenya' }));
    const [admin] = await handle.db
      .insert(schema.admins)
      .values({
        nickName: 'Root',
        identifier: 'root@example.com',
        passwordHash: 'x',
        gender: 'm',
        userType: 'superadmin',
      })
      .returning({ id: schema.admins.id });
    const actor = { id: admin?.id ?? '', nickName: 'Root' };
    const texts = {
      notificationKey: 'been_matched',
      notificationTitle: 'A match',
      notificationBody: 'Say hi',
    };
    // stored before the queue runs (the server stopped before its job was sent)
    const left = await createPush(handle.db, actor, { ...texts, countries: ['Kenya'] });
    const deps = {
      db: handle.db,
      log,
      push: outboxPush(handle.db, 20),
      mail: outboxMail(handle.db, log),
      publicUrl: 'http://localhost:8080/',
    };
    const jobs = pgBossQueue(boss);
    await declareSendWork(jobs, deps);
    // and one sent through the queue as the route does
    const fresh = await createPush(handle.db, actor, { ...texts, allUser: true });
    await dispatchSend(jobs, 'push', fresh.id);
    for (const id of [left.id, fresh.id]) {
      let row: typeof schema.pushNotifications.$inferSelect | undefined;
      for (let i = 0; i < 200 && row?.status !== 'done'; i += 1) {
        [row] = await handle.db
          .select()
          .from(schema.pushNotifications)
          .where(eq(schema.pushNotifications.id, id));
        if (row?.status !== 'done') await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(row).toMatchObject({ status: 'done', totalUserCount: 50, successfullyReachCount: 50 });
      const outbox = await handle.db
        .select()
        .from(schema.pushOutbox)
        .where(eq(schema.pushOutbox.notificationId, id));
      expect(new Set(outbox.map((o) => o.memberId)).size).toBe(50);
      expect(outbox).toHaveLength(50);
    }
  }, 60_000);
});
