import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@orrery/db';
import type { Config } from '../../config';
import { outboxMail } from './outbox';
import { smtpMail } from './smtp';
import type { MailProvider } from './types';

export type { KeepWithOutcome, MailMessage, MailProvider } from './types';
export { mailFailure, type MailFailure } from './failures';
export { smtpMail } from './smtp';
export { outboxMail } from './outbox';

export function createMailProvider(config: Config, db: Db, log: FastifyBaseLogger): MailProvider {
  return config.smtpUrl ? smtpMail(config.smtpUrl, config.mailFrom, log) : outboxMail(db, log);
}
