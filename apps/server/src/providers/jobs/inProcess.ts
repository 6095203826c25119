import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue, JobWork, QueueOptions } from './types';

/** The in-process queue waits at most this long between tries, whatever the queue's retry delay. */
const MAX_RETRY_DELAY_MS = 1000;

interface Declared {
  options: QueueOptions;
  work: JobWork<object>;
  /** Keys of the jobs waiting or running (one at a time per key). */
  keys: Set<string>;
  /** A stately or singleton queue runs its jobs one after another (a stately one with at most one waiting). */
  tail: Promise<void>;
  waiting: number;
}

/**
 * The job queue in this process: a sent job runs in the background at once, tried again up to its queue's
 * retries, at most a second apart. Nothing is kept across a restart and no schedule runs: it serves tests,
 * and a server whose pg-boss could not start (sends and imports still run). A job sent to a queue with no
 * declared work is dropped: tests declare only the work they run.
 */
export function inProcessQueue(log: FastifyBaseLogger): JobQueue {
  const queues = new Map<string, Declared>();
  const running = new Set<Promise<void>>();
  const stopping = new AbortController();

  async function runJob(queue: string, declared: Declared, data: object): Promise<void> {
    const { retries, retryDelayS = 1, backoff } = declared.options;
    for (let round = 0; round <= retries && !stopping.signal.aborted; round += 1) {
      const lastRound = round === retries;
      try {
        await declared.work(data, { round, lastRound, stop: stopping.signal });
        return;
      } catch (error) {
        if (lastRound) log.error({ err: error, queue }, 'job failed');
        else {
          const delay = retryDelayS * 1000 * (backoff ? 2 ** round : 1);
          await new Promise((resolve) => setTimeout(resolve, Math.min(delay, MAX_RETRY_DELAY_MS)));
        }
      }
    }
  }

  return {
    async work<T extends object>(queue: string, options: QueueOptions, work: JobWork<T>) {
      const keys = new Set<string>();
      queues.set(queue, {
        options,
        work: work as JobWork<object>,
        keys,
        tail: Promise.resolve(),
        waiting: 0,
      });
    },
    async send(queue, data = {}, key) {
      const declared = queues.get(queue);
      if (!declared || stopping.signal.aborted) return;
      if (key !== undefined) {
        if (declared.keys.has(key)) return;
        declared.keys.add(key);
      }
      const { policy = 'standard' } = declared.options;
      if (policy === 'stately' && declared.waiting > 0) return;
      const oneAtATime = policy !== 'standard';
      declared.waiting += 1;
      const start = oneAtATime ? declared.tail : Promise.resolve();
      const job = start
        .then(() => {
          declared.waiting -= 1;
          return runJob(queue, declared, data);
        })
        .finally(() => {
          if (key !== undefined) declared.keys.delete(key);
          running.delete(job);
        });
      if (oneAtATime) declared.tail = job;
      running.add(job);
    },
    async schedule() {
      // no schedule in this process: the periodic work runs on pg-boss only
    },
    async stop() {
      stopping.abort();
      await Promise.allSettled([...running]);
    },
  };
}
