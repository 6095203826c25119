import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@orrery/db';
import { startServerProcess, type ServerProcess } from '../../../test/serverProcess';
import { startFakeSmtp, type FakeSmtp } from '../../../test/fakeSmtp';
import { insertManyMembers } from '../../../test/members';
import { emailToMembers } from './email/emailToMembers';
import { serverDatabase, type ServerDatabase } from '../../../test/serverDatabase';

const serverUrl = process.env.TEST_DATABASE_URL;
const RECIPIENTS = 60;
/** A message's state once every recipient got it. */
const ALL_SENT = {
  status: 'done',
  processedCount: RECIPIENTS,
  successfullyReachCount: RECIPIENTS,
  failedCount: 0,
};
/** How often the e-mail history is read while waiting for a send to finish. */
const LIST_POLL_MS = 500;
/** SIGTERM once the SMTP server has taken this many messages. */
const STOP_AFTER = 15;

/**
 * SIGTERM during an e-mail send through a real SMTP server (smtp-server, one exchange at a time and each
 * held a moment): the stopping server finishes the exchange under way, records every message the SMTP
 * server took as sent, hands the rest back as pending (none left 'sending' or failed), and exits; the next
 * start resumes at once and every recipient gets exactly one message. Killed with SIGKILL instead, no
 * recipient is lost and a kill costs at most the exchange under way a second message (the SMTP server took
 * it before its outcome was committed). Real server processes, the bundle `npm start` runs.
 */
describe(`a send stopped with SIGTERM or SIGKILL (${serverUrl ? 'PostgreSQL' : 'PGlite'}, SMTP)`, () => {
  const subject = `Stop test ${randomBytes(4).toString('hex')}`;
  const received: string[] = [];
  let smtp: FakeSmtp;
  let base: ServerDatabase;
  let emailId: string;
  let identifiers: string[];
  let server: ServerProcess | undefined;

  const open = () => base.open();
  const recipientsByStatus = async (id = emailId) => {
    const handle = await open();
    try {
      const rows = await handle.db
        .select({ identifier: schema.emailRecipients.identifier, status: schema.emailRecipients.status })
        .from(schema.emailRecipients)
        .where(eq(schema.emailRecipients.emailId, id));
      const [email] = await handle.db
        .select()
        .from(schema.emailMessages)
        .where(eq(schema.emailMessages.id, id));
      return { rows, email: email! };
    } finally {
      await handle.close();
    }
  };

  beforeAll(async () => {
    smtp = await startFakeSmtp({
      // each message held a moment, so that a send is under way when the signal comes
      holdMs: 40,
      onMessage: ({ to }) => received.push(...to),
    });
    // a server killed mid-exchange resets its connection: smtp-server reports that as an 'error' event
    smtp.server.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET') throw error;
    });
    base = await serverDatabase('stop');
    const handle = await open();
    try {
      await insertManyMembers(handle.db, RECIPIENTS, () => ({ country: 'Chile' }));
      ({ id: emailId, identifiers } = await emailToMembers(handle.db, base.root, {
        emailSubject: subject,
        emailBody: 'Once.',
      }));
    } finally {
      await handle.close();
    }
  }, 120_000);

  afterAll(async () => {
    await server?.kill();
    await smtp.close();
    await base.drop();
  }, 60_000);

  const startServer = () => startServerProcess({ ...base.serverEnv(), SMTP_URL: smtp.url }, 180_000);
  /** The e-mail's status as the history lists it (the database is the server's while it runs). */
  const listedStatus = async (on: ServerProcess, id = emailId) => {
    const res = await fetch(`${on.base}/api/user/email-list/0/10/`, {
      headers: { authorization: `Bearer ${base.token}` },
    });
    const body = (await res.json()) as { item?: { _id: string; status: string }[] };
    if (!body.item) throw new Error(`email-list answered ${res.status}: ${JSON.stringify(body)}`);
    const { item } = body as { item: { _id: string; status: string }[] };
    return item.find((e) => e._id === id)?.status;
  };
  /**
   * Waits until `done`, checking every `everyMs`: the SMTP server's count often, the server's list as the
   * console does (each look is a query on the database the send writes to).
   */
  const waitFor = async (done: () => boolean | Promise<boolean>, everyMs = 20) => {
    while (!(await done())) await new Promise((resolve) => setTimeout(resolve, everyMs));
  };

  it('records what was sent, hands the rest back, and the next start sends each recipient once', async () => {
    server = await startServer();
    await waitFor(() => received.length >= STOP_AFTER);
    const first = server;
    await server.stop();
    server = undefined;
    // a clean exit: the database closed, nothing left running
    expect(first.exit(), first.output()).toEqual({ code: 0, signal: null });
    const atStop = received.length;
    expect(atStop).toBeLessThan(RECIPIENTS);

    const stopped = await recipientsByStatus();
    const sent = stopped.rows.filter((r) => r.status === 'sent').map((r) => r.identifier);
    // every message the SMTP server took is recorded, nothing is left claimed or failed
    expect(sent.sort()).toEqual([...received].sort());
    expect(stopped.rows.filter((r) => r.status !== 'sent').map((r) => r.status)).toEqual(
      Array(RECIPIENTS - atStop).fill('pending'),
    );
    expect(stopped.email).toMatchObject({
      status: 'sending',
      processedCount: atStop,
      successfullyReachCount: atStop,
      failedCount: 0,
    });

    server = await startServer();
    const second = server;
    await waitFor(async () => (await listedStatus(second)) === 'done', LIST_POLL_MS);
    await server.stop();
    server = undefined;
    const after = await recipientsByStatus();
    expect(received.filter((r) => identifiers.includes(r)).sort()).toEqual([...identifiers].sort());
    expect(after.rows.every((r) => r.status === 'sent')).toBe(true);
    expect(after.email).toMatchObject(ALL_SENT);
  }, 600_000);

  it('killed with SIGKILL twice: no recipient lost, at most the exchange under way at each kill sent twice', async () => {
    const from = received.length;
    const handle = await open();
    let killedId: string;
    try {
      killedId = (
        await emailToMembers(handle.db, base.root, {
          emailSubject: `${subject} (killed)`,
          emailBody: 'At least once.',
        })
      ).id;
    } finally {
      await handle.close();
    }
    const taken = () => received.length - from;
    const kills = [RECIPIENTS / 6, RECIPIENTS / 2];
    for (const at of kills) {
      server = await startServer();
      await waitFor(() => taken() >= at);
      await server.kill();
      server = undefined;
    }
    server = await startServer();
    const last = server;
    await waitFor(async () => (await listedStatus(last, killedId)) === 'done', LIST_POLL_MS);
    await server.stop();
    server = undefined;

    const mailed = received.slice(from);
    const twice = mailed.length - new Set(mailed).size;
    expect([...new Set(mailed)].sort()).toEqual([...identifiers].sort());
    // e-mails go one at a time: a kill can cost the one under way a second message, nobody else
    expect(twice).toBeLessThanOrEqual(kills.length);
    const after = await recipientsByStatus(killedId);
    expect(after.rows.map((r) => r.status)).toEqual(Array(RECIPIENTS).fill('sent'));
    expect(after.email).toMatchObject(ALL_SENT);
  }, 600_000);
});
