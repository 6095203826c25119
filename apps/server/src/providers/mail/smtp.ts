import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailMessage, MailProvider } from './types';

/** Connections kept open to the relay: a send to many reuses them instead of one connection per message. */
const POOL_SIZE = 3;

export function smtpMail(smtpUrl: string, from: string, log: FastifyBaseLogger): MailProvider {
  const transport = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: POOL_SIZE });
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'orrery.local';
  return {
    name: 'smtp',
    async send(message: MailMessage) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        ...(message.key ? { messageId: `<${message.key}@${domain}>` } : {}),
      });
      log.info({ mail: { to: message.to, subject: message.subject } }, 'mail sent');
    },
    close: async () => transport.close(),
  };
}
