import type { JobQueue } from '../providers/jobs';
import {
  dispatchSend,
  dueSends,
  RetryLater,
  runReminders,
  runSend,
  SEND_QUEUES,
  unfinishedEmails,
  unfinishedPushes,
  type SendDeps,
  type SendKind,
} from '../modules/messaging';

export const REMINDERS_QUEUE = 'messaging-reminders';
export const DUE_SENDS_QUEUE = 'messaging-due-sends';
/** Scheduled sends start within a minute of their time (the composers choose minutes). */
export const DUE_SENDS_CRON = '* * * * *';
/** The automatic reminders look for members to remind every 15 minutes. */
export const REMINDERS_CRON = '*/15 * * * *';
/** Tries after the first: 10 s, 20 s, 40 s, 80 s apart (backoff). */
export const SEND_RETRY_LIMIT = 4;

interface SendJob {
  id: string;
}

/**
 * Pushes and e-mails as jobs: one job a message (keyed by its id). A run goes on from the recipients
 * already decided (see runPushFanout, runEmailSend), so a retry or a restart sends each recipient once
 * (through SMTP or FCM, the call under way when a process died is sent again); transient failures make the
 * job fail with RetryLater and the queue tries again with backoff; the last try gives up what still waits.
 * At shutdown each run hands back what it has not sent and ends, its job complete; the message stays
 * unfinished and the next start queues it again at once, as it does every message left queued or sending.
 */
export async function declareSendWork(jobs: JobQueue, deps: SendDeps): Promise<void> {
  for (const [kind, queue] of Object.entries(SEND_QUEUES) as [SendKind, string][]) {
    const options = {
      retries: SEND_RETRY_LIMIT,
      retryDelayS: 10,
      backoff: true,
      expireInSeconds: 30 * 60,
      pollingS: 0.5,
    };
    await jobs.work<SendJob>(queue, options, async ({ id }, run) => {
      try {
        await runSend(deps, kind, id, run.round, run.lastRound, run.stop);
      } catch (error) {
        if (error instanceof RetryLater)
          deps.log.warn({ kind, id, waiting: error.waiting }, 'send will be retried');
        else deps.log.error({ err: error, kind, id }, 'send failed');
        throw error;
      }
    });
  }
  for (const id of await unfinishedPushes(deps.db)) await jobs.send(SEND_QUEUES.push, { id }, id);
  for (const id of await unfinishedEmails(deps.db)) await jobs.send(SEND_QUEUES.email, { id }, id);
}

/** The automatic reminders every 15 minutes (one run at a time), each reminder a send of its own. */
export async function declareReminderWork(jobs: JobQueue, deps: SendDeps): Promise<void> {
  await jobs.work(REMINDERS_QUEUE, { retries: 1, policy: 'singleton', pollingS: 5 }, async () => {
    const sent = await runReminders({ db: deps.db, jobs });
    if (sent.pushes.length || sent.emails.length) deps.log.info(sent, 'automatic reminders queued');
  });
  await jobs.schedule(REMINDERS_QUEUE, REMINDERS_CRON);
}

/**
 * Scheduled sends, every minute (one run at a time): each send whose time has come (or a local-time send's
 * next zone) is handed to its send job. Its status stays scheduled (or waiting) until the job's run starts
 * it, so a send handed over twice (a minute later, by another process) is one job (keyed by its id) and one
 * run (its lease); a cancellation before the run starts wins. Run once at start too, for sends that came due
 * while no process ran.
 */
export async function declareDueSendsWork(jobs: JobQueue, deps: SendDeps): Promise<void> {
  const release = async () => {
    const due = await dueSends(deps.db);
    for (const { kind, id } of due) await dispatchSend(jobs, kind, id);
    if (due.length) deps.log.info({ due: due.length }, 'scheduled sends started');
  };
  await jobs.work(DUE_SENDS_QUEUE, { retries: 1, policy: 'singleton', pollingS: 5 }, release);
  await jobs.schedule(DUE_SENDS_QUEUE, DUE_SENDS_CRON);
  await release();
}
