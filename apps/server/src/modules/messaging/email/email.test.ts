import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { emailMessages as m, pushMessages } from '@orrery/contract';
import { schema } from '@orrery/db';
import { smtpMail, type MailProvider } from '../../../providers/mail';
import { getAs, useTestApp } from '../../../../test/helpers';
import { startFakeSmtp } from '../../../../test/fakeSmtp';
import { insertMember } from '../../../../test/members';
import { pollUntil } from '../../../../test/poll';
import { expireLease, holderDied, stallAt } from '../../../../test/sends';
import { runEmailSend } from './emailSend';
import { createEmail } from './emailService';

const t = useTestApp();
let ana: string;
let bia: string;

beforeAll(async () => {
  ana = await insertMember(t.db, { nickName: 'Ana', identifier: 'ana@example.com', language: 'pt_br' });
  bia = await insertMember(t.db, { nickName: 'Bia', identifier: 'bia@example.com', language: 'en' });
});

const send = (payload: object, token = t.superadmin.token) =>
  t.app.inject({ method: 'POST', url: '/api/user/send-email', payload, headers: t.auth(token) });
const get = (url: string) => getAs(t, url);
const emailCount = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(schema.emailMessages))[0]?.n;

async function waitDone(id: string) {
  const row = await pollUntil(
    async () => (await t.db.select().from(schema.emailMessages).where(eq(schema.emailMessages.id, id)))[0],
    (r) => r?.status === 'done',
    { tries: 200, everyMs: 25 },
  );
  if (row?.status !== 'done') throw new Error('the e-mail never finished');
  return row;
}

describe('POST /api/user/send-email', () => {
  it('refuses missing fields, a long subject, another language and unknown ids, writing nothing', async () => {
    const before = await emailCount();
    const full = { userIds: [ana], emailSubject: 'Hi', emailBody: 'Hello', language: 'en' };
    const cases: [object, string][] = [
      [{ ...full, userIds: [] }, m.required],
      [{ ...full, userIds: ' , \n ' }, m.required],
      [{ ...full, emailSubject: '  ' }, m.required],
      [{ ...full, emailBody: undefined }, m.required],
      [{ ...full, emailSubject: 's'.repeat(201) }, m.subjectTooLong],
      [{ ...full, language: 'fr' }, m.language],
      [
        { ...full, userIds: `${ana} 00000000-0000-0000-0000-000000000000` },
        pushMessages.badUserIds(['00000000-0000-0000-0000-000000000000']),
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await send(payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ valid: false, message });
    }
    // a list inside the list is refused as the field, never a 500 (it was: splitIds read it as text)
    for (const userIds of [[[ana]], [[ana, bia]]]) {
      const res = await send({ ...full, userIds });
      expect(res.statusCode, JSON.stringify(userIds)).toBe(400);
      expect(res.json()).toEqual({ valid: false, message: pushMessages.userIdsInvalid });
    }
    for (const userIds of [[42], [null], [true]]) {
      expect((await send({ ...full, userIds })).statusCode, JSON.stringify(userIds)).toBe(400);
    }
    expect(await emailCount()).toBe(before);
  });

  it('splits and de-duplicates pasted ids, sends to both in their frame, body as safe HTML', async () => {
    const res = await send({
      userIds: `${ana},${bia}\n${ana.toUpperCase()} ${bia}`,
      emailSubject: 'Mercury goes direct',
      emailBody: 'Time to **talk**.\n\n<script>alert(1)</script> [site](javascript:alert(1))',
      language: 'pt_br',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ valid: true, message: m.queued(2), data: { totalUserCount: 2 } });
    const done = await waitDone(res.json().data._id);
    expect(done).toMatchObject({ successfullyReachCount: 2, processedCount: 2, failedCount: 0 });
    const mails = await t.db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.subject, 'Mercury goes direct'))
      .orderBy(desc(schema.mailOutbox.recipient));
    expect(mails.map((x) => x.recipient)).toEqual(['bia@example.com', 'ana@example.com']);
    const html = mails[1]?.html ?? '';
    expect(html).toContain('<p>Olá, Ana,</p>');
    expect(html).toContain('<strong>talk</strong>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('href="javascript');
    // the text part is plain text: what the formatting shows, without its marks
    expect(mails[1]?.text).toContain('Time to talk.');
    expect(mails[1]?.text).not.toContain('**');
  });

  it('needs a token', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/user/send-email', payload: {} })).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/user/email-list and recipients-list', () => {
  it('lists e-mails newest first with search, and the recipients with their outcome', async () => {
    const list = await get('/api/user/email-list/0/20/');
    expect(list.statusCode).toBe(200);
    expect(list.json().item[0]).toMatchObject({
      emailSubject: 'Mercury goes direct',
      language: 'pt_br',
      status: 'done',
      totalUserCount: 2,
    });
    expect(list.json().pagination).toEqual({ total: 1, currentPage: 1, totalPages: 1 });
    expect((await get('/api/user/email-list/0/20/?search=venus')).json().item).toEqual([]);
    const id = list.json().item[0]._id as string;
    const recipients = await get(`/api/user/recipients-list/${id}/0/20/`);
    expect(
      recipients.json().item.map((r: { identifier: string; status: string }) => [r.identifier, r.status]),
    ).toEqual([
      ['ana@example.com', 'sent'],
      ['bia@example.com', 'sent'],
    ]);
    expect((await get(`/api/user/recipients-list/${id}/0/20/?search=bia`)).json().item).toHaveLength(1);
    expect(
      (await get(`/api/user/recipients-list/${id}/0/20/?search=${ana.slice(0, 8)}`)).json().item[0]._id,
    ).toBe(ana);
  });
  it('answers 404 for an unknown e-mail, 400 for a bad id, 401 without token', async () => {
    expect(
      (await get('/api/user/recipients-list/00000000-0000-0000-0000-000000000000/0/20/')).statusCode,
    ).toBe(404);
    expect((await get('/api/user/recipients-list/nope/0/20/')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/email-list/0/20/' })).statusCode).toBe(401);
  });
});

describe('e-mail job on a real SMTP server', () => {
  it('records a refused recipient as failed and the other as sent', async () => {
    const received: string[] = [];
    const smtp = await startFakeSmtp({
      refuse: { 'bia@example.com': 'No such user' },
      onMessage: ({ to }) => received.push(...to),
    });
    const mail = smtpMail(smtp.url, 'no-reply@orrery.local', pino({ level: 'silent' }));
    try {
      const row = await createEmail(
        t.db,
        { id: t.superadmin.id, nickName: 'root' },
        {
          userIds: [ana, bia],
          emailSubject: 'Full moon',
          emailBody: 'Tonight.',
        },
      );
      const done = await runEmailSend(t.db, mail, row.id);
      expect(done).toMatchObject({ status: 'done', successfullyReachCount: 1, failedCount: 1 });
      expect(received).toEqual(['ana@example.com']);
      const recipients = (await get(`/api/user/recipients-list/${row.id}/0/20/`)).json().item;
      expect(recipients[1]).toMatchObject({ identifier: 'bia@example.com', status: 'failed' });
      expect(recipients[1].error).toContain('No such user');
    } finally {
      await mail.close?.();
      await smtp.close();
    }
  });

  /** An SMTP-like provider noting whom it reached; `hold(call)` may keep a call waiting after that. */
  const recordingMail = (
    sentTo: string[],
    hold: (call: number) => Promise<void> | undefined = () => undefined,
  ) => {
    let calls = 0;
    const mail: MailProvider = {
      name: 'smtp',
      async send(message) {
        calls += 1;
        sentTo.push(message.to);
        await hold(calls);
      },
    };
    return mail;
  };
  const statuses = async (id: string) =>
    (
      await t.db
        .select({ identifier: schema.emailRecipients.identifier, status: schema.emailRecipients.status })
        .from(schema.emailRecipients)
        .where(eq(schema.emailRecipients.emailId, id))
        .orderBy(schema.emailRecipients.identifier)
    ).map((r) => `${r.identifier} ${r.status}`);
  /**
   * An e-mail to Ana and Bia, and a first run of it whose `at`-th exchange waits until `wake()`: answered once
   * that exchange is waiting.
   */
  const firstRunStalledAt = async (emailSubject: string, at: number) => {
    const row = await createEmail(
      t.db,
      { id: t.superadmin.id, nickName: 'root' },
      { userIds: [ana, bia], emailSubject, emailBody: 'Soon.' },
    );
    const sentTo: string[] = [];
    const stall = stallAt(at);
    const first = runEmailSend(t.db, recordingMail(sentTo, stall.hold), row.id);
    await stall.reached;
    return { row, sentTo, first, wake: stall.wake };
  };

  it('a run that died in an SMTP exchange: the next run sends at once, that one recipient again, the rest once', async () => {
    // the second exchange reaches its recipient and the process is gone before the answer is recorded
    const { row, sentTo, first, wake } = await firstRunStalledAt('Eclipse', 2);
    const [inFlight] = sentTo.slice(-1);
    // the dead run's lease as if renewed for a year: the next run must not wait for it to run out
    await holderDied(t.db, schema.emailMessages, row.id);
    expect(await runEmailSend(t.db, recordingMail(sentTo), row.id, { leasePollMs: 20 })).toMatchObject({
      status: 'done',
      processedCount: 2,
      successfullyReachCount: 2,
      failedCount: 0,
    });
    expect(await statuses(row.id)).toEqual(['ana@example.com sent', 'bia@example.com sent']);
    expect([...sentTo].sort()).toEqual(['ana@example.com', 'bia@example.com', inFlight].sort());
    // were the dead run to answer after all, it would find its lease gone and record nothing
    wake();
    await first;
    const [end] = await t.db.select().from(schema.emailMessages).where(eq(schema.emailMessages.id, row.id));
    expect(end).toMatchObject({ processedCount: 2, successfullyReachCount: 2, failedCount: 0 });
  });

  it('one run at a time: a second run waits for a live one; a stalled run that lost its lease stops', async () => {
    const { row, sentTo, first, wake } = await firstRunStalledAt('New moon', 1);
    // a second run waits while the first, alive, holds the e-mail
    const second = runEmailSend(t.db, recordingMail(sentTo), row.id, { leasePollMs: 20 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sentTo).toHaveLength(1);
    const [stalledOn] = sentTo;
    // the stall outlasts the lease: the waiting run takes over and sends both, the stalled one again
    await expireLease(t.db, schema.emailMessages, row.id);
    expect(await second).toMatchObject({
      status: 'done',
      processedCount: 2,
      successfullyReachCount: 2,
      failedCount: 0,
    });
    wake();
    await first;
    const [end] = await t.db.select().from(schema.emailMessages).where(eq(schema.emailMessages.id, row.id));
    expect(end).toMatchObject({ processedCount: 2, successfullyReachCount: 2, failedCount: 0 });
    // the stalled run stopped before its second recipient: only the exchange under way went out twice
    expect([...sentTo].sort()).toEqual(['ana@example.com', 'bia@example.com', stalledOn].sort());
  });
});
