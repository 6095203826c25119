import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import { schema, type DbHandle } from '@orrery/db';
import { intBetween, pick, rngFor } from '@orrery/db/seed';
import { startServerProcess, type ServerProcess } from '../../../test/serverProcess';
import { insertManyMembers } from '../../../test/members';
import { serverDatabase, type ServerDatabase } from '../../../test/serverDatabase';
import { emailToMembers } from './email/emailToMembers';
import { createPush } from './push/pushService';

const serverUrl = process.env.TEST_DATABASE_URL;
/** The kill points are drawn from this seed (SEND_KILL_SEED to try others). */
const SEED = Number(process.env.SEND_KILL_SEED ?? 33);
/** E-mail recipients (one SMTP-like exchange each) and the push audience (the outbox takes 2,000 a batch). */
const EMAIL_RECIPIENTS = 300;
const PUSH_AUDIENCE = 4500;
const KILLS = 4;
/** A restarted server that moves no recipient forward for this long is waiting on a dead run's lease (2 min). */
const STILL_MS = 90_000;
/** How often the histories are read for the sends' progress. */
const POLL_MS = 250;

type Kind = 'email' | 'push';
interface Progress {
  status: string;
  processedCount: number;
  totalUserCount: number;
}

/**
 * kill -9 during a send, several times at moments drawn from the progress the console shows, then a
 * last start that lets it finish: every recipient got the message exactly once (one row each in the
 * outbox), and the counts are exact. Real server processes (the bundle `npm start` runs) on the outbox
 * providers.
 */
describe(`a send killed with SIGKILL at random points (${serverUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  const subject = `Kill test ${randomBytes(4).toString('hex')}`;
  let base: ServerDatabase;
  let emailId: string;
  let pushId: string;
  let identifiers: string[];
  let server: ServerProcess | undefined;
  const open = () => base.open();

  beforeAll(async () => {
    base = await serverDatabase('kill');
    const handle = await open();
    try {
      await insertManyMembers(handle.db, PUSH_AUDIENCE, () => ({ country: 'Chile' }));
      const actor = base.root;
      // stored as the routes store them; the server queues both at its start
      ({ id: emailId, identifiers } = await emailToMembers(
        handle.db,
        actor,
        { emailSubject: subject, emailBody: 'Once.' },
        EMAIL_RECIPIENTS,
      ));
      pushId = (
        await createPush(handle.db, actor, {
          notificationKey: 'been_liked',
          notificationTitle: subject,
          notificationBody: 'Once.',
          countries: ['Chile'],
        })
      ).id;
    } finally {
      await handle.close();
    }
  }, 120_000);

  afterAll(async () => {
    await server?.kill();
    await base.drop();
  }, 60_000);

  const startServer = () => startServerProcess(base.serverEnv(), 180_000);

  const progress = async (on: ServerProcess): Promise<Record<Kind, Progress>> => {
    const read = async (path: string) => {
      const res = await fetch(`${on.base}${path}`, { headers: { authorization: `Bearer ${base.token}` } });
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
      return ((await res.json()) as { item: (Progress & { _id: string })[] }).item;
    };
    const [emails, pushes] = await Promise.all([
      read('/api/user/email-list/0/10/'),
      read('/api/user/notification-list/0/10/'),
    ]);
    const email = emails.find((e) => e._id === emailId);
    const push = pushes.find((p) => p._id === pushId);
    if (!email || !push) throw new Error('the messages are not listed');
    return { email, push };
  };

  /**
   * Polls until `done(p)`, every POLL_MS (each look is two list queries on the database the sends write to:
   * looking every few milliseconds held the sends back); fails when nothing moves for STILL_MS (a run
   * waiting on a dead one's lease).
   */
  const until = async (on: ServerProcess, done: (p: Record<Kind, Progress>) => boolean) => {
    let seen = '';
    let since = Date.now();
    for (;;) {
      const p = await progress(on);
      if (done(p)) return p;
      const now = `${p.email.processedCount}/${p.push.processedCount}/${p.email.status}/${p.push.status}`;
      if (now !== seen) [seen, since] = [now, Date.now()];
      if (Date.now() - since > STILL_MS) throw new Error(`no progress for ${STILL_MS} ms: ${now}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  };

  it('sends every recipient exactly once and counts them exactly', async () => {
    // the kill points, drawn before the first start: a message and a count of its recipients processed
    const rng = rngFor(SEED, 1);
    const planned = Array.from({ length: KILLS }, () => {
      const kind = pick(rng, ['email', 'push'] as const);
      const total = kind === 'email' ? EMAIL_RECIPIENTS : PUSH_AUDIENCE;
      return { kind, at: intBetween(rng, 1, total - 1) };
    });
    const kills: string[] = [];
    const reached = (p: Record<Kind, Progress>) =>
      planned.filter(({ kind, at }) => p[kind].status !== 'done' && p[kind].processedCount >= at);
    const finished = (p: Record<Kind, Progress>) => p.email.status === 'done' && p.push.status === 'done';
    for (let start = 0; start < KILLS && planned.length; start += 1) {
      server = await startServer();
      const seen = await until(server, (p) => finished(p) || reached(p).length > 0);
      if (finished(seen)) break;
      // killed as soon as the first pending point is seen passed; every point passed is spent
      await server.kill();
      server = undefined;
      const spent = reached(seen);
      for (const point of spent) planned.splice(planned.indexOf(point), 1);
      kills.push(
        `${spent.map((x) => `${x.kind} ${x.at}`).join(', ')}: killed at e-mail ${seen.email.processedCount}, push ${seen.push.processedCount}`,
      );
      if (base.databaseUrl) {
        // the dead run's lease as if it had just been renewed for a year: resuming must not wait on it
        const handle = await open();
        for (const table of [schema.emailMessages, schema.pushNotifications])
          await handle.db.execute(
            sql`update ${table} set lease_until = now() + interval '1 year' where lease_owner is not null`,
          );
        await handle.close();
      }
    }
    // the server of the last start is still running when the sends finished before its kill point
    server ??= await startServer();
    await until(server, finished);
    await server.stop();
    server = undefined;

    const handle: DbHandle = await open();
    try {
      const mails = await handle.db
        .select({ recipient: schema.mailOutbox.recipient, n: sql<number>`count(*)::int` })
        .from(schema.mailOutbox)
        .where(eq(schema.mailOutbox.subject, subject))
        .groupBy(schema.mailOutbox.recipient);
      const mailed = new Map(mails.map((m) => [m.recipient, Number(m.n)]));
      const pushes = await handle.db
        .select({ memberId: schema.pushOutbox.memberId, n: sql<number>`count(*)::int` })
        .from(schema.pushOutbox)
        .where(eq(schema.pushOutbox.notificationId, pushId))
        .groupBy(schema.pushOutbox.memberId);
      const [email] = await handle.db
        .select()
        .from(schema.emailMessages)
        .where(eq(schema.emailMessages.id, emailId));
      const [push] = await handle.db
        .select()
        .from(schema.pushNotifications)
        .where(eq(schema.pushNotifications.id, pushId));
      const byStatus = async (
        table: typeof schema.emailRecipients | typeof schema.pushRecipients,
        where: SQL,
      ) =>
        Object.fromEntries(
          (
            await handle.db
              .select({ status: table.status, n: sql<number>`count(*)::int` })
              .from(table)
              .where(where)
              .groupBy(table.status)
          ).map((r) => [r.status, Number(r.n)]),
        );
      const context = `seed ${SEED}, kills: ${kills.join('; ')}`;
      expect(
        await byStatus(schema.emailRecipients, eq(schema.emailRecipients.emailId, emailId)),
        context,
      ).toEqual({
        sent: EMAIL_RECIPIENTS,
      });
      expect(
        await byStatus(schema.pushRecipients, eq(schema.pushRecipients.notificationId, pushId)),
        context,
      ).toEqual({ sent: PUSH_AUDIENCE });
      expect(mailed.size, context).toBe(EMAIL_RECIPIENTS);
      expect(
        identifiers.filter((i) => mailed.get(i) !== 1),
        context,
      ).toEqual([]);
      expect(pushes.length, context).toBe(PUSH_AUDIENCE);
      expect(
        pushes.filter((p) => Number(p.n) !== 1),
        context,
      ).toEqual([]);
      expect(email, context).toMatchObject({
        status: 'done',
        totalUserCount: EMAIL_RECIPIENTS,
        processedCount: EMAIL_RECIPIENTS,
        successfullyReachCount: EMAIL_RECIPIENTS,
        failedCount: 0,
      });
      expect(push, context).toMatchObject({
        status: 'done',
        totalUserCount: PUSH_AUDIENCE,
        processedCount: PUSH_AUDIENCE,
        successfullyReachCount: PUSH_AUDIENCE,
        failedCount: 0,
      });
      expect(kills.length, context).toBeGreaterThan(0);
    } finally {
      await handle.close();
    }
  }, 900_000);
});
