import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailMessage, MailProvider } from './types';

export function smtpMail(smtpUrl: string, from: string, log: FastifyBaseLogger): MailProvider {
  const transport = nodemailer.createTransport(smtpUrl);
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
        ...(message.key ? { messageId: `<${message.key}@${domain}>` } : {}),
      });
      log.info({ mail: { to: message.to, subject: message.subject } }, 'mail sent');
    },
  };
}
