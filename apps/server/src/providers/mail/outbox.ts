import type { FastifyBaseLogger } from 'fastify';
import { schema, type Db } from '@orrery/db';
import type { KeepWithOutcome, MailMessage, MailProvider } from './types';

/**
 * Without SMTP, mail is kept in the database and written to the server log (one-time codes included: that
 * is its purpose). Without a log (demo members' mail, see demoRecipients) it is only kept.
 */
export function outboxMail(db: Db, log?: FastifyBaseLogger): MailProvider {
  return {
    name: 'outbox',
    async send(message: MailMessage, keep?: KeepWithOutcome) {
      // kept in the transaction that records the recipient as sent, when the sender offers one
      const write = async (tx: Db) => {
        await tx.insert(schema.mailOutbox).values({
          recipient: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
        });
      };
      await (keep ? keep(write) : write(db));
      log?.info({ mail: { to: message.to, subject: message.subject, text: message.text } }, 'outbox mail');
    },
  };
}
