import type { FastifyBaseLogger } from 'fastify';
import { inBackground, type DbHandle } from '@orrery/db';
import { inProcessQueue, pgBossQueue, startBoss, type JobQueue, type JobQueueSlot } from '../providers/jobs';
import type { MailProvider } from '../providers/mail';
import type { PushProvider } from '../providers/push';
import type { StorageProvider } from '../providers/storage';
import { ANALYTICS_ROLLUP_QUEUE, declareAnalyticsRollupWork } from './analyticsRollup';
import { declareDormancyWork } from './dormancy';
import { declareDueSendsWork, declareReminderWork, declareSendWork } from './messaging';
import { declarePairImportWork } from './pairImport';
import { declarePurgeWork } from './purgeDeleted';
import { declareVirtualImportWork } from './virtualProfileImport';

/** What the jobs' work is given. */
export interface JobDeps {
  handle: DbHandle;
  storage: StorageProvider;
  push: PushProvider;
  mail: MailProvider;
  log: FastifyBaseLogger;
  /** The server's public address, the base of the unsubscribe links in e-mails. */
  publicUrl: string;
}

/** What a send's work (and the reminders') is given. */
const sendDeps = ({ handle, push, mail, log, publicUrl }: JobDeps) => ({
  db: handle.db,
  push,
  mail,
  log,
  publicUrl,
});

/**
 * The work that runs when something asks for it (sends and imports), resuming what a stopped server left;
 * the in-process queue of tests declares just this.
 */
export async function declareRequestedWork(jobs: JobQueue, deps: JobDeps): Promise<void> {
  const { db } = deps.handle;
  await declareSendWork(jobs, sendDeps(deps));
  await declarePairImportWork(jobs, { db, log: deps.log });
  await declareVirtualImportWork(jobs, { db, log: deps.log });
}

/** Every queue's work and schedule: the retention purge, dormancy, reminders and roll-ups too. */
async function declareAllWork(jobs: JobQueue, deps: JobDeps): Promise<void> {
  const { db, kind } = deps.handle;
  await declareRequestedWork(jobs, deps);
  await declarePurgeWork(jobs, { db, storage: deps.storage, log: deps.log });
  await declareReminderWork(jobs, sendDeps(deps));
  await declareDueSendsWork(jobs, sendDeps(deps));
  await declareDormancyWork(jobs, { db, log: deps.log });
  await declareAnalyticsRollupWork(jobs, { db, log: deps.log, dbKind: kind });
}

/**
 * Starts pg-boss on the app's database with every queue's work and schedule, and puts it in the app's job
 * queue (`slot`, its Deps' jobs). A queue that cannot start is logged and the slot gets the in-process queue:
 * sends and imports still run, the periodic work does not. Stopping goes through the slot.
 */
export function startJobs(slot: JobQueueSlot, deps: JobDeps): Promise<void> {
  // the queue's own loops and every job's work are background work: on PGlite, requests go first
  return inBackground(async () => {
    try {
      const jobs = pgBossQueue(await startBoss(deps.handle, { log: deps.log }));
      // every queue exists before a request's job is sent to it (sends made meanwhile wait in the slot)
      await declareAllWork(jobs, deps);
      slot.use(jobs);
      deps.log.info(
        { queue: 'pg-boss', database: deps.handle.kind },
        'jobs started: retention purge hourly, dormancy marking hourly, reminders every 15 minutes, scheduled sends and analytics roll-ups every minute',
      );
    } catch (error) {
      deps.log.error(
        { err: error },
        'jobs did not start: sends and imports run in this process, nothing periodic',
      );
      const jobs = inProcessQueue(deps.log);
      await declareRequestedWork(jobs, deps);
      slot.use(jobs);
    }
  });
}

/** Queues an analytics roll-up now (after the demo events are in) rather than at the next minute. */
export const rollUpNow = (jobs: JobQueue): Promise<void> => jobs.send(ANALYTICS_ROLLUP_QUEUE);
