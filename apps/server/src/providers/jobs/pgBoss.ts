import type PgBoss from 'pg-boss';
import { stopBoss } from './boss';
import type { JobQueue, JobWork, QueueOptions } from './types';

/**
 * The job queue on pg-boss (started by `startBoss` on the app's database): jobs shared by every process
 * on that database, kept across restarts, retried as each queue says. Stopping waits up to 10 s for the
 * running jobs; the database stays open (closed by its owner).
 */
export function pgBossQueue(boss: PgBoss): JobQueue {
  const stopping = new AbortController();
  return {
    async work<T extends object>(queue: string, options: QueueOptions, work: JobWork<T>) {
      const { retries, retryDelayS, backoff, policy = 'standard', expireInSeconds } = options;
      // pg-boss refuses an option present but undefined: only those the queue sets
      await boss.createQueue(queue, {
        name: queue,
        policy,
        retryLimit: retries,
        ...(retryDelayS !== undefined && { retryDelay: retryDelayS }),
        ...(backoff !== undefined && { retryBackoff: backoff }),
        ...(expireInSeconds !== undefined && { expireInSeconds }),
      });
      await boss.work<T>(
        queue,
        { includeMetadata: true, pollingIntervalSeconds: options.pollingS ?? 2 },
        async ([job]) => {
          if (!job) return undefined;
          const round = job.retryCount;
          return work(job.data, { round, lastRound: round >= options.retries, stop: stopping.signal });
        },
      );
    },
    async send(queue, data = {}, key) {
      await boss.send(queue, data, key ? { singletonKey: key } : {});
    },
    async schedule(queue, cron) {
      await boss.schedule(queue, cron, {}, { tz: 'UTC' });
    },
    async stop() {
      stopping.abort();
      await stopBoss(boss);
    },
  };
}
