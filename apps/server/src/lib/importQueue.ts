import type { Db } from '@orrery/db';
import type { JobQueue } from '../providers/jobs';

/** The job data of an import run on a queue. */
export interface ImportJob {
  importId: string;
}

interface Started {
  _id: string;
  total: number;
}

/**
 * Where a module's import runs: one of up to `chunk` rows within the call that started it (answering its
 * end), a bigger one as a job on `queue` (one job an import, keyed by its id), answered as started.
 */
export async function runOrQueue<T extends Started>(
  jobs: JobQueue,
  queue: string,
  started: T,
  chunk: number,
  run: (db: Db, id: string) => Promise<T>,
  db: Db,
): Promise<T> {
  if (started.total <= chunk) return run(db, started._id);
  const job: ImportJob = { importId: started._id };
  await jobs.send(queue, job, started._id);
  return started;
}
