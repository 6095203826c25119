import type PgBoss from 'pg-boss';
import {
  RetryLater,
  runReminders,
  runSend,
  unfinishedEmails,
  unfinishedPushes,
  useMessagingQueue,
  type SendDeps,
  type SendKind,
} from '../modules/messaging';

export const PUSH_SEND_QUEUE = 'push-send';
export const EMAIL_SEND_QUEUE = 'email-send';
export const REMINDERS_QUEUE = 'messaging-reminders';
/** The automatic reminders look for members to remind every 15 minutes. */
export const REMINDERS_CRON = '*/15 * * * *';
/** Tries after the first: 10 s, 20 s, 40 s, 80 s apart (pg-boss backoff). */
export const SEND_RETRY_LIMIT = 4;

interface SendJob {
  id: string;
}

const queues: Record<SendKind, string> = { push: PUSH_SEND_QUEUE, email: EMAIL_SEND_QUEUE };

/**
 * Pushes and e-mails as pg-boss jobs: one job a message (singleton on its id). A run goes on from the
 * recipients already decided (see runPushFanout, runEmailSend), so a retry or a restart sends each recipient
 * once (through SMTP or FCM, the call under way when a process died is sent again); transient
 * failures make the job fail with RetryLater and pg-boss tries again with backoff; the last try gives up
 * what still waits. At start, messages left queued or sending are sent again.
 */
export async function registerMessagingJobs(boss: PgBoss, deps: SendDeps): Promise<() => void> {
  // aborted at shutdown: each run hands back what it has not sent and ends, its job complete; the message
  // stays unfinished and the next start queues it again at once (a failed job would wait for its retry)
  const stopping = new AbortController();
  for (const [kind, queue] of Object.entries(queues) as [SendKind, string][]) {
    await boss.createQueue(queue, {
      name: queue,
      retryLimit: SEND_RETRY_LIMIT,
      retryDelay: 10,
      retryBackoff: true,
      expireInSeconds: 30 * 60,
    });
    await boss.work<SendJob>(queue, { includeMetadata: true, pollingIntervalSeconds: 0.5 }, async ([job]) => {
      if (!job) return;
      try {
        await runSend(
          deps,
          kind,
          job.data.id,
          job.retryCount,
          job.retryCount >= SEND_RETRY_LIMIT,
          stopping.signal,
        );
      } catch (error) {
        if (error instanceof RetryLater)
          deps.log.warn({ kind, id: job.data.id, waiting: error.waiting }, 'send will be retried');
        else deps.log.error({ err: error, kind, id: job.data.id }, 'send failed');
        throw error;
      }
    });
  }
  const send = async (kind: SendKind, id: string) => {
    await boss.send(queues[kind], { id }, { singletonKey: id });
  };
  useMessagingQueue(send);
  await boss.createQueue(REMINDERS_QUEUE, { name: REMINDERS_QUEUE, retryLimit: 1, policy: 'singleton' });
  await boss.work(REMINDERS_QUEUE, { pollingIntervalSeconds: 5 }, async () => {
    const sent = await runReminders(deps);
    if (sent.pushes.length || sent.emails.length) deps.log.info(sent, 'automatic reminders queued');
  });
  await boss.schedule(REMINDERS_QUEUE, REMINDERS_CRON, {}, { tz: 'UTC' });
  for (const id of await unfinishedPushes(deps.db)) await send('push', id);
  for (const id of await unfinishedEmails(deps.db)) await send('email', id);
  return () => stopping.abort();
}
