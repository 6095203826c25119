import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { schema } from '@orrery/db';
import { pgBossQueue } from '../providers/jobs';
import { declareSendWork } from './messaging';
import { createPush, dispatchSend } from '../modules/messaging';
import { outboxMail } from '../providers/mail';
import { outboxPush } from '../providers/push';
import { usePgBoss } from '../../test/jobs';
import { insertManyMembers } from '../../test/members';
import { pushWhen } from '../../test/sends';

const log = pino({ level: 'silent' });
const pg = usePgBoss();

describe(`push sending on pg-boss (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('a queued push left by a stopped server is sent at start, once', async () => {
    await insertManyMembers(pg.db, 50, () => ({ country: 'Kenya' }));
    const [admin] = await pg.db
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
    const left = await createPush(pg.db, actor, { ...texts, countries: ['Kenya'] });
    const deps = {
      db: pg.db,
      log,
      push: outboxPush(pg.db, 20),
      mail: outboxMail(pg.db, log),
      publicUrl: 'http://localhost:8080/',
    };
    const jobs = pgBossQueue(pg.boss);
    await declareSendWork(jobs, deps);
    // and one sent through the queue as the route does
    const fresh = await createPush(pg.db, actor, { ...texts, allUser: true });
    await dispatchSend(jobs, 'push', fresh.id);
    for (const id of [left.id, fresh.id]) {
      const row = await pushWhen(pg.db, id, { tries: 200 });
      expect(row).toMatchObject({ status: 'done', totalUserCount: 50, successfullyReachCount: 50 });
      const outbox = await pg.db
        .select()
        .from(schema.pushOutbox)
        .where(eq(schema.pushOutbox.notificationId, id));
      expect(new Set(outbox.map((o) => o.memberId)).size).toBe(50);
      expect(outbox).toHaveLength(50);
    }
  }, 60_000);
});
