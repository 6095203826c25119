import type { JobQueue } from './types';

/** The app's job queue from the start, before the real one runs; `use` puts that one in. */
export interface JobQueueSlot extends JobQueue {
  use(queue: JobQueue): void;
}

/**
 * The job queue as the app's Deps hold it from the start: the server builds its routes before pg-boss starts
 * (after the API listens), so a call made before waits for the queue `use` puts in. Each app has its own.
 */
export function jobQueueSlot(): JobQueueSlot {
  let resolve: (queue: JobQueue) => void = () => undefined;
  let current: Promise<JobQueue> = new Promise((r) => (resolve = r));
  let filled: JobQueue | null = null;
  return {
    use(queue) {
      filled = queue;
      resolve(queue);
      current = Promise.resolve(queue);
    },
    work: async (queue, options, work) => (await current).work(queue, options, work),
    send: async (queue, data, key) => (await current).send(queue, data, key),
    schedule: async (queue, cron) => (await current).schedule(queue, cron),
    // a server stopped before its queue started has nothing to wait for
    stop: async () => filled?.stop(),
  };
}
