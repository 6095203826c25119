import { and, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Db } from '@orrery/db';
import { mailFailure, type KeepWithOutcome, type MailProvider } from '../../../providers/mail';
import { routeDemoMail } from '../../../providers/demoRecipients';
import { emailMessages as m } from '@orrery/contract';
import { memberMail } from './memberMail';
import { unsubscribeSecret, unsubscribeUrl } from './unsubscribe';
import type { FanoutOptions } from '../push/pushFanout';
import { LeaseLost, sendUnderLease, type SendLease } from '../sendLease';
import { sqlRows } from '../../../lib/sqlRows';
import { endRun, isDue, markSending } from '../schedule';

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
        and ${isDue(emailRecipients.dueAt)}
      order by member_id limit ${EMAIL_BATCH} for update skip locked)
    returning member_id, identifier`,
  );
}

/** Records one recipient's outcome and the counters, in the run's transaction (SendLease.write). */
async function settle(
  tx: Db,
  id: string,
  memberId: string,
  status: 'sent' | 'failed' | 'pending',
  error: string | null,
): Promise<void> {
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
}

/**
 * Recipients claimed by a run that no longer holds the e-mail (it died, or stalled past its lease) go back
 * to pending with their attempt given back, to be sent by this run. A run writes only while it holds the
 * lease, so none of them was recorded; the one whose SMTP exchange was under way when its run died may
 * have reached its recipient, and is sent again: the one case in which a recipient may get two copies.
 */
async function reclaim(tx: Db, id: string): Promise<void> {
  await tx
    .update(emailRecipients)
    .set({
      status: 'pending',
      attempts: sql`greatest(${emailRecipients.attempts} - 1, 0)`,
      modifiedAt: new Date(),
    })
    .where(and(eq(emailRecipients.emailId, id), eq(emailRecipients.status, 'sending')));
}

/**
 * Sends an e-mail to its recipients, each in their own template language frame: a refused recipient is
 * final, a dropped connection or a 4xx waits for the next round (RetryLater). Each outcome is recorded as
 * soon as it is known; an outbox mail is kept in the same transaction. Recipients a stopped run had claimed
 * are sent by the next run. One run at a time (sendLease).
 */
export interface EmailSendOptions extends FanoutOptions {
  /** The server's public address: each member's e-mail carries its unsubscribe link under it. */
  publicUrl?: string;
}

export async function runEmailSend(db: Db, mail: MailProvider, id: string, options: EmailSendOptions = {}) {
  const read = async () => (await db.select().from(emailMessages).where(eq(emailMessages.id, id)))[0];
  return sendUnderLease(db, emailMessages, id, options, read, (email, lease) =>
    sendAll(db, routeDemoMail(db, mail, id), email, lease, { ...options, round: options.round ?? 0 }),
  );
}

async function sendAll(
  db: Db,
  mail: MailProvider,
  email: typeof emailMessages.$inferSelect,
  lease: SendLease,
  options: EmailSendOptions & { round: number },
) {
  const { id } = email;
  const secret = await unsubscribeSecret(db);
  const started = await lease.write(async (tx) => {
    await reclaim(tx, id);
    return markSending(tx, emailMessages, id);
  });
  if (!started) return (await db.select().from(emailMessages).where(eq(emailMessages.id, id)))[0];
  for (;;) {
    if (options.stop?.aborted) return handBack(lease, id);
    const batch = await lease.write((tx) => claim(tx, id, options.round));
    if (!batch.length) break;
    const readers = new Map(
      (
        await db
          .select({ id: members.id, nickName: members.nickName, off: members.emailUnsubscribedAt })
          .from(members)
          .where(
            inArray(
              members.id,
              batch.map((b) => b.member_id),
            ),
          )
      ).map((r) => [r.id, r]),
    );
    for (const r of batch) {
      // a stopping server sends no more: the rest of the batch is handed back at the loop's top
      if (options.stop?.aborted) break;
      const reader = readers.get(r.member_id);
      // a member who turned e-mails off (the unsubscribe link) since the e-mail was written gets none
      if (reader?.off) {
        await lease.write((tx) => settle(tx, id, r.member_id, 'failed', m.unsubscribed));
        continue;
      }
      const message = memberMail(
        r.identifier,
        reader?.nickName ?? '',
        email.language,
        email.emailSubject,
        email.emailBody,
        options.publicUrl && unsubscribeUrl(options.publicUrl, secret, r.member_id),
      );
      // each e-mail is one SMTP exchange, its outcome recorded at once (a run that lost its lease stops
      // there, LeaseLost, before the next one); an outbox keeps the mail in the transaction that records it
      let kept = false;
      const keep: KeepWithOutcome = async (write) => {
        await lease.write(async (tx) => {
          await write(tx);
          await settle(tx, id, r.member_id, 'sent', null);
        });
        kept = true;
      };
      let outcome: ['sent' | 'failed' | 'pending', string | null] = ['sent', null];
      try {
        await mail.send({ ...message, memberId: r.member_id, key: `${id}.${r.member_id}` }, keep);
      } catch (error) {
        if (error instanceof LeaseLost) throw error;
        const failure = mailFailure(error);
        outcome = [failure.transient && !options.lastRound ? 'pending' : 'failed', failure.message];
      }
      if (!kept) await lease.write((tx) => settle(tx, id, r.member_id, ...outcome));
    }
  }
  await endRun(db, lease, 'email', id);
  return (await db.select().from(emailMessages).where(eq(emailMessages.id, id)))[0];
}

/** A stopped run's end: what it claimed and did not send waits again; the e-mail as it stands. */
async function handBack(lease: SendLease, id: string) {
  return lease.write(async (tx) => {
    await reclaim(tx, id);
    return (await tx.select().from(emailMessages).where(eq(emailMessages.id, id)))[0];
  });
}

export async function unfinishedEmails(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: emailMessages.id })
    .from(emailMessages)
    .where(inArray(emailMessages.status, ['queued', 'sending']));
  return rows.map((r) => r.id);
}
