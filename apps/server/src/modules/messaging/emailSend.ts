import { and, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Db } from '@orrery/db';
import { mailFailure, type MailProvider } from '../../providers/mail';
import { memberMail } from './memberMail';
import { RetryLater, type FanoutOptions } from './pushFanout';
import { sendUnderLease, type SendLease } from './sendLease';
import { sqlRows } from '../../lib/sqlRows';

const { emailMessages, emailRecipients, members } = schema;

/** E-mails go out a few at a time: each is one SMTP exchange. */
const EMAIL_BATCH = 20;

async function claim(
  db: Db,
  id: string,
  round: number,
): Promise<{ member_id: string; identifier: string }[]> {
  return sqlRows<{ member_id: string; identifier: string }>(
    db,
    sql`
    update ${emailRecipients} set status = 'sending', attempts = attempts + 1, modified_at = now()
    where email_id = ${id} and member_id in (
      select member_id from ${emailRecipients}
      where email_id = ${id} and status = 'pending' and attempts <= ${round}
      order by member_id limit ${EMAIL_BATCH} for update skip locked)
    returning member_id, identifier`,
  );
}

async function settle(
  db: Db,
  id: string,
  memberId: string,
  status: 'sent' | 'failed' | 'pending' | 'interrupted',
  error: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    // only a recipient still being sent: one a newer run already settled is not counted again
    const changed = await tx
      .update(emailRecipients)
      .set({ status, error, modifiedAt: new Date() })
      .where(
        and(
          eq(emailRecipients.emailId, id),
          eq(emailRecipients.memberId, memberId),
          eq(emailRecipients.status, 'sending'),
        ),
      )
      .returning({ id: emailRecipients.memberId });
    if (status === 'pending' || !changed.length) return;
    const sent = status === 'sent' ? 1 : 0;
    await tx
      .update(emailMessages)
      .set({
        processedCount: sql`${emailMessages.processedCount} + 1`,
        successfullyReachCount: sql`${emailMessages.successfullyReachCount} + ${sent}`,
        failedCount: sql`${emailMessages.failedCount} + ${1 - sent}`,
        modifiedAt: new Date(),
      })
      .where(eq(emailMessages.id, id));
  });
}

/**
 * Sends an e-mail to its recipients, each in their own template language frame: a refused recipient is
 * final, a dropped connection or a 4xx waits for the next round (RetryLater). Recipients a stopped run
 * had claimed are marked interrupted and never sent again. One run at a time (sendLease).
 */
export async function runEmailSend(db: Db, mail: MailProvider, id: string, options: FanoutOptions = {}) {
  const read = async () => (await db.select().from(emailMessages).where(eq(emailMessages.id, id)))[0];
  return sendUnderLease(db, emailMessages, id, options.leasePollMs, read, (email, lease) =>
    sendAll(db, mail, email, lease, { ...options, round: options.round ?? 0 }),
  );
}

async function sendAll(
  db: Db,
  mail: MailProvider,
  email: typeof emailMessages.$inferSelect,
  lease: SendLease,
  options: FanoutOptions & { round: number },
) {
  const { id } = email;
  const stuck = await db
    .select({ memberId: emailRecipients.memberId })
    .from(emailRecipients)
    .where(and(eq(emailRecipients.emailId, id), eq(emailRecipients.status, 'sending')));
  for (const { memberId } of stuck) {
    await settle(db, id, memberId, 'interrupted', 'the sending run stopped before its outcome was known');
  }
  await db.update(emailMessages).set({ status: 'sending' }).where(eq(emailMessages.id, id));
  for (;;) {
    const batch = await claim(db, id, options.round);
    if (!batch.length) break;
    const names = new Map(
      (
        await db
          .select({ id: members.id, nickName: members.nickName })
          .from(members)
          .where(
            inArray(
              members.id,
              batch.map((b) => b.member_id),
            ),
          )
      ).map((r) => [r.id, r.nickName]),
    );
    for (const r of batch) {
      // each e-mail is one SMTP exchange: a run that lost its lease stops before the next one
      if (!(await lease.renew())) return email;
      const message = memberMail(
        r.identifier,
        names.get(r.member_id) ?? '',
        email.language,
        email.emailSubject,
        email.emailBody,
      );
      try {
        await mail.send(message);
        await settle(db, id, r.member_id, 'sent', null);
      } catch (error) {
        const failure = mailFailure(error);
        const again = failure.transient && !options.lastRound;
        await settle(db, id, r.member_id, again ? 'pending' : 'failed', failure.message);
      }
    }
  }
  const [left] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(emailRecipients)
    .where(and(eq(emailRecipients.emailId, id), eq(emailRecipients.status, 'pending')));
  if (left && left.n > 0) throw new RetryLater(left.n);
  const [done] = await db
    .update(emailMessages)
    .set({ status: 'done', finishedAt: new Date(), modifiedAt: new Date() })
    .where(eq(emailMessages.id, id))
    .returning();
  return done;
}

export async function unfinishedEmails(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: emailMessages.id })
    .from(emailMessages)
    .where(inArray(emailMessages.status, ['queued', 'sending']));
  return rows.map((r) => r.id);
}

/** After the last retry: what still waits is failed and the e-mail is done. */
export async function giveUpEmail(db: Db, id: string, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(emailRecipients)
      .set({ status: 'failed', error: reason.slice(0, 300) })
      .where(and(eq(emailRecipients.emailId, id), inArray(emailRecipients.status, ['pending', 'sending'])))
      .returning({ id: emailRecipients.memberId });
    await tx
      .update(emailMessages)
      .set({
        status: 'done',
        finishedAt: new Date(),
        processedCount: sql`${emailMessages.processedCount} + ${rows.length}`,
        failedCount: sql`${emailMessages.failedCount} + ${rows.length}`,
      })
      .where(eq(emailMessages.id, id));
  });
}
