import type { FastifyBaseLogger } from 'fastify';
import { schema, type Db } from '@orrery/db';
import type { MailMessage, MailProvider } from './types';

/** Without SMTP, mail is kept in the database and written to the server log (one-time codes included: that is its purpose). */
export function outboxMail(db: Db, log: FastifyBaseLogger): MailProvider {
  return {
    name: 'outbox',
    async send(message: MailMessage) {
      await db.insert(schema.mailOutbox).values({
        recipient: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
      });
      log.info({ mail: { to: message.to, subject: message.subject, text: message.text } }, 'outbox mail');
    },
  };
}
