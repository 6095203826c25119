import pino from 'pino';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { emailMessages as m } from '@orrery/contract';
import { schema } from '@orrery/db';
import { smtpMail, type MailProvider } from '../../../providers/mail';
import { useTestApp } from '../../../../test/helpers';
import { startFakeSmtp, type FakeSmtp } from '../../../../test/fakeSmtp';
import { insertMember } from '../../../../test/members';
import { runEmailSend } from './emailSend';
import { createEmail } from './emailService';

const PUBLIC_URL = 'https://orrery.example.com/';
const t = useTestApp();
let smtp: FakeSmtp;
let mail: MailProvider;
const received: { to: string[]; raw: string }[] = [];

beforeAll(async () => {
  smtp = await startFakeSmtp({ onMessage: ({ to, raw }) => received.push({ to, raw }) });
  mail = smtpMail(smtp.url, 'no-reply@orrery.local', pino({ level: 'silent' }));
});
afterAll(async () => {
  await mail.close?.();
  await smtp.close();
});

const send = async (memberId: string, subject: string) => {
  const row = await createEmail(
    t.db,
    { id: t.superadmin.id, nickName: 'root' },
    { userIds: [memberId], emailSubject: subject, emailBody: 'The **full moon** is tonight.' },
  );
  return { id: row.id, done: await runEmailSend(t.db, mail, row.id, { publicUrl: PUBLIC_URL }) };
};
const unsubscribedAt = async (memberId: string) =>
  (await t.db.select().from(schema.members).where(eq(schema.members.id, memberId)))[0]?.emailUnsubscribedAt;
const audits = (memberId: string) =>
  t.db
    .select()
    .from(schema.auditLog)
    .where(
      and(eq(schema.auditLog.action, 'member.email.unsubscribe'), eq(schema.auditLog.entityId, memberId)),
    );
/** The address in a raw message's List-Unsubscribe header (unfolded). */
const linkOf = (raw: string) =>
  /^List-Unsubscribe:\s*<([^>]+)>/im.exec(raw.replace(/\r?\n[ \t]+/g, ' '))?.[1] ?? '';
/** The request a mail client makes for a one-click unsubscribe (RFC 8058). */
const oneClick = (url: string) =>
  t.app.inject({
    method: 'POST',
    url: new URL(url).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

describe('unsubscribing from member e-mails', () => {
  it('an e-mail carries the one-click List-Unsubscribe headers and the link in its footer; the link turns e-mails off', async () => {
    const cleo = await insertMember(t.db, { nickName: 'Cleo', identifier: 'cleo@example.com' });
    const before = received.length;
    expect((await send(cleo, 'Full moon')).done).toMatchObject({ successfullyReachCount: 1 });
    const message = await simpleParser(received[before]!.raw);
    const link = linkOf(received[before]!.raw);
    expect(link).toMatch(new RegExp(`^${PUBLIC_URL}api/user/email-unsubscribe/${cleo}\\.[\\w-]{32}$`));
    expect(received[before]!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(message.text).toContain(`Turn these e-mails off: ${link}`);
    expect(message.html).toContain(`href="${link}"`);

    // the page the link opens asks first: nothing changes on a GET (a link checker, a preview)
    const page = await t.app.inject({ method: 'GET', url: new URL(link).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Turn e-mails off');
    expect(await unsubscribedAt(cleo)).toBeNull();

    const done = await oneClick(link);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('E-mails are off');
    expect(await unsubscribedAt(cleo)).toBeInstanceOf(Date);
    expect(await audits(cleo)).toHaveLength(1);
    // a second click changes nothing
    expect((await oneClick(link)).statusCode).toBe(200);
    expect(await audits(cleo)).toHaveLength(1);
  });

  it('the next e-mail does not reach a member who turned e-mails off; the recipients list says why', async () => {
    const dora = await insertMember(t.db, { nickName: 'Dora', identifier: 'dora@example.com' });
    await send(dora, 'First');
    const link = linkOf(received.at(-1)!.raw);
    expect((await oneClick(link)).statusCode).toBe(200);

    const before = received.length;
    const { id, done } = await send(dora, 'Second');
    expect(done).toMatchObject({ successfullyReachCount: 0, failedCount: 1 });
    expect(received.length).toBe(before);
    const recipients = (
      await t.app.inject({
        method: 'GET',
        url: `/api/user/recipients-list/${id}/0/20/`,
        headers: t.auth(t.superadmin.token),
      })
    ).json().item;
    expect(recipients).toMatchObject([
      { identifier: 'dora@example.com', status: 'failed', error: m.unsubscribed },
    ]);
  });

  it("refuses a link whose signature is not the member's, or no link at all: 400, nothing written", async () => {
    const eve = await insertMember(t.db, { nickName: 'Eve', identifier: 'eve@example.com' });
    const fay = await insertMember(t.db, { nickName: 'Fay', identifier: 'fay@example.com' });
    await send(eve, 'Hello');
    const link = linkOf(received.at(-1)!.raw);
    const signature = link.split('.').at(-1)!;
    for (const token of [`${fay}.${signature}`, fay, `${eve}.${signature.slice(1)}x`, 'not-a-link']) {
      const res = await oneClick(`${PUBLIC_URL}api/user/email-unsubscribe/${token}`);
      expect(res.statusCode, token).toBe(400);
      expect(res.json()).toEqual({ valid: false, message: m.unsubscribeInvalid });
      const page = await t.app.inject({ method: 'GET', url: `/api/user/email-unsubscribe/${token}` });
      expect(page.statusCode, token).toBe(400);
    }
    expect(await unsubscribedAt(eve)).toBeNull();
    expect(await unsubscribedAt(fay)).toBeNull();
  });
});
