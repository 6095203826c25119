import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@orrery/db';
import type { MailProvider } from '../../providers/mail';
import type { PushProvider } from '../../providers/push';
import { giveUpEmail, runEmailSend } from './emailSend';
import { giveUpPush, runPushFanout, RetryLater } from './pushFanout';

export type SendKind = 'push' | 'email';
type Send = (kind: SendKind, id: string) => Promise<void>;

let send: Send | null = null;

/** The job queue registers how a send is handed to it; without one (tests, a queue that failed) it runs here. */
export function useMessagingQueue(sender: Send | null): void {
  send = sender;
}

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
      if (kind === 'push') await giveUpPush(deps.db, id, reason);
      else await giveUpEmail(deps.db, id, reason);
      return;
    }
    throw error;
  }
}

/** Local rounds when no queue runs: a few tries, a second apart. */
const LOCAL_ROUNDS = 3;

/** Hands a send to the job queue, or runs it in this process in the background. */
export async function dispatchSend(deps: SendDeps, kind: SendKind, id: string): Promise<void> {
  if (send) return send(kind, id);
  void (async () => {
    for (let round = 0; round < LOCAL_ROUNDS; round += 1) {
      try {
        await runSend(deps, kind, id, round, round === LOCAL_ROUNDS - 1);
        return;
      } catch (error) {
        if (!(error instanceof RetryLater)) deps.log.error({ err: error, kind, id }, 'send failed');
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  })();
}
