import type { FastifyBaseLogger } from 'fastify';
import { inBackground, type DbHandle } from '@orrery/db';
import type { StorageProvider } from '../providers/storage';
import type { MailProvider } from '../providers/mail';
import type { PushProvider } from '../providers/push';
import { registerAnalyticsRollupJob } from './analyticsRollup';
import { startBoss, stopBoss } from './boss';
import { registerDormancyJob } from './dormancy';
import { registerMessagingJobs } from './messaging';
import { registerPairImportJob } from './pairImport';
import { registerPurgeJob } from './purgeDeleted';
import { registerVirtualImportJob } from './virtualProfileImport';

/**
 * Starts pg-boss on the app's database with every worker and schedule; answers the function that stops
 * it. A queue that cannot start is logged and leaves the API serving (stop is then a no-op).
 */
export interface RunningJobs {
  /** Queues an analytics roll-up now (after the demo events are in) rather than at the next minute. */
  rollUpNow(): Promise<void>;
  /** Hands back unsent recipients, stops the workers and waits for running jobs (up to 10 s). */
  stop(): Promise<void>;
}

export function startJobs(...args: Parameters<typeof startWorkers>): Promise<RunningJobs> {
  // the queue's own loops and every job's work are background work: on PGlite, requests go first
  return inBackground(() => startWorkers(...args));
}

async function startWorkers(
  handle: DbHandle,
  storage: StorageProvider,
  log: FastifyBaseLogger,
  senders?: { push: PushProvider; mail: MailProvider; publicUrl: string },
): Promise<RunningJobs> {
  try {
    const boss = await startBoss(handle, { log });
    await registerPurgeJob(boss, { db: handle.db, storage, log });
    await registerPairImportJob(boss, { db: handle.db, log });
    await registerVirtualImportJob(boss, { db: handle.db, log });
    const stopSends = senders
      ? await registerMessagingJobs(boss, { db: handle.db, log, ...senders })
      : () => {};
    const rollups = await registerAnalyticsRollupJob(boss, { db: handle.db, log, dbKind: handle.kind });
    const stopDormancyTrigger = await registerDormancyJob(boss, { db: handle.db, log });
    log.info(
      { queue: 'pg-boss', database: handle.kind },
      'jobs started: retention purge hourly, dormancy marking hourly, pair file imports, analytics roll-ups every minute',
    );
    return {
      rollUpNow: rollups.rollUpNow,
      stop: () => {
        stopSends();
        rollups.stop();
        stopDormancyTrigger();
        return stopBoss(boss);
      },
    };
  } catch (error) {
    log.error({ err: error }, 'jobs did not start: the retention purge will not run');
    return { rollUpNow: async () => undefined, stop: async () => undefined };
  }
}
