/** One try of a job, as its work sees it. */
export interface JobRun {
  /** 0 on the first try, then 1, 2, … */
  round: number;
  /** No try follows this one: what still waits is given up. */
  lastRound: boolean;
  /** Aborted when the process stops: a run hands back what it has not done and ends. */
  stop: AbortSignal;
}

/** What a queue's job does; its answer is kept with the job (pg-boss's output). */
export type JobWork<T> = (data: T, run: JobRun) => Promise<unknown>;

export interface QueueOptions {
  /** Tries after the first. */
  retries: number;
  /** Seconds before the first retry, doubled each time with `backoff`. */
  retryDelayS?: number;
  backoff?: boolean;
  /** 'stately': at most one job waiting and one running; 'singleton': at most one running. */
  policy?: 'standard' | 'stately' | 'singleton';
  /** A running job older than this is failed (and retried). */
  expireInSeconds?: number;
  /** How often (seconds) the worker looks for new jobs. */
  pollingS?: number;
}

/**
 * Where long work runs: sends, imports, purges, roll-ups. Modules `send` jobs; the jobs layer declares each
 * queue's `work` and `schedule`s at start. The pg-boss queue shares the jobs between processes and keeps
 * them across restarts; the in-process one runs them in this process (tests, or when pg-boss cannot start).
 */
export interface JobQueue {
  /** Declares a queue and its work (once a queue, at start). */
  work<T extends object>(queue: string, options: QueueOptions, work: JobWork<T>): Promise<void>;
  /** Queues one job; with `key`, at most one job of that key waits at a time. */
  send(queue: string, data?: object, key?: string): Promise<void>;
  /** Runs `queue` on a cron schedule in UTC (the in-process queue keeps no schedule). */
  schedule(queue: string, cron: string): Promise<void>;
  /** Aborts the runs' stop signal, takes no new job and waits for the running ones. */
  stop(): Promise<void>;
}
