import pino from 'pino';
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll } from 'vitest';
import type { Db, DbHandle } from '@orrery/db';
import { startBoss, stopBoss, type JobQueue } from '../src/providers/jobs';
import { useFreshDatabase } from './database';
import { pollUntil } from './poll';

/** A job queue that runs nothing and keeps what is sent to it: the queue's name and the job's data. */
export function recordingQueue(): JobQueue & { sent: { queue: string; data: object; key?: string }[] } {
  const sent: { queue: string; data: object; key?: string }[] = [];
  return {
    sent,
    work: async () => undefined,
    send: async (queue, data = {}, key) => void sent.push({ queue, data, key }),
    schedule: async () => undefined,
    stop: async () => undefined,
  };
}

/**
 * pg-boss (without its supervisor) on a fresh database of this file's: started before its tests, with the
 * beforeAll hooks that follow this call, then stopped and the database dropped after them. Its fields are
 * there once that hook ran.
 */
export function usePgBoss(): { handle: DbHandle; db: Db; boss: PgBoss } {
  const handle = useFreshDatabase();
  const pg = { handle } as { handle: DbHandle; db: Db; boss: PgBoss };
  beforeAll(async () => {
    pg.db = handle.db;
    pg.boss = await startBoss(handle, { log: pino({ level: 'silent' }), supervise: false });
  });
  afterAll(async () => {
    if (pg.boss) await stopBoss(pg.boss);
  });
  return pg;
}

const ended = (job: PgBoss.JobWithMetadata<unknown> | null) =>
  !!job && ['completed', 'failed'].includes(job.state);

/** The pg-boss job once it has completed or failed (read every 100 ms, `tries` times at most), or null. */
export async function finishedJob(
  boss: PgBoss,
  queue: string,
  id: string,
  tries = 100,
): Promise<PgBoss.JobWithMetadata<unknown> | null> {
  const job = await pollUntil(() => boss.getJobById(queue, id), ended, { tries, everyMs: 100 });
  return ended(job) ? job : null;
}
