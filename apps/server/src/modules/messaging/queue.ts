import type { FastifyBaseLogger } from 'fastify';
import { emailMessages, pushMessages, scheduleLabel, type SendMode, type SendStatus } from '@orrery/contract';
import type { Db } from '@orrery/db';
import type { JobQueue } from '../../providers/jobs';
import type { MailProvider } from '../../providers/mail';
import type { PushProvider } from '../../providers/push';
import { runEmailSend } from './email/emailSend';
import { giveUpSend } from './giveUp';
import { runPushFanout } from './push/pushFanout';

export type SendKind = 'push' | 'email';

/** The job queues of sends: one job a message. */
export const SEND_QUEUES: Record<SendKind, string> = { push: 'push-send', email: 'email-send' };

export interface SendDeps {
  db: Db;
  push: PushProvider;
  mail: MailProvider;
  log: FastifyBaseLogger;
  /** The server's public address, the base of the unsubscribe links in e-mails. */
  publicUrl: string;
}

/** One run of a send: the job's attempt `round`; on the last one what still waits is given up. */
export async function runSend(
  deps: SendDeps,
  kind: SendKind,
  id: string,
  round: number,
  lastRound: boolean,
  stop?: AbortSignal,
) {
  const options = { round, lastRound, stop };
  try {
    if (kind === 'push') await runPushFanout(deps.db, deps.push, id, options);
    else await runEmailSend(deps.db, deps.mail, id, { ...options, publicUrl: deps.publicUrl });
  } catch (error) {
    if (lastRound) {
      const reason = error instanceof Error ? error.message : String(error);
      await giveUpSend(deps.db, kind, id, reason);
      return;
    }
    throw error;
  }
}

/** Hands a send to the job queue (one job a message, keyed by its id). */
export async function dispatchSend(jobs: JobQueue, kind: SendKind, id: string): Promise<void> {
  await jobs.send(SEND_QUEUES[kind], { id }, id);
}

/** A message as just stored: what its send answer tells. */
interface Stored {
  id: string;
  status: SendStatus;
  totalUserCount: number;
  sendMode: SendMode;
  sendAt: string | null;
  timeZone: string | null;
}

/**
 * The answer to a send just stored: a queued one is handed to its job now, a scheduled one waits for the
 * scheduler (jobs/messaging.ts); the message says which, with the audience's size.
 */
export async function answerSend(jobs: JobQueue, kind: SendKind, row: Stored) {
  if (row.status === 'queued') await dispatchSend(jobs, kind, row.id);
  const texts = kind === 'push' ? pushMessages : emailMessages;
  return {
    valid: true as const,
    message:
      row.status === 'scheduled'
        ? texts.scheduled(row.totalUserCount, scheduleLabel(row))
        : texts.queued(row.totalUserCount),
    data: { _id: row.id, totalUserCount: row.totalUserCount, status: row.status },
  };
}
