import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbKind } from '@orrery/db';
import { PGLITE_ROLLUP_CHUNK, rollUpAll } from '../modules/analytics';
import type { JobQueue } from '../providers/jobs';

export const ANALYTICS_ROLLUP_QUEUE = 'analytics-rollup';
/** A catch-up's progress at info level at most this often (every chunk at debug). */
const PROGRESS_LOG_MS = 10_000;
/** Every minute. */
export const ANALYTICS_ROLLUP_CRON = '* * * * *';

/**
 * The analytics roll-ups as a job: at most one waiting and one running (stately), every minute and once at
 * start (after the demo events are seeded, `jobs.send(ANALYTICS_ROLLUP_QUEUE)`). Each chunk moves the
 * roll-ups and the watermark in one transaction, so a run stopped half-way goes on where it stood and never
 * counts an event twice. Progress: a log line every 10 s (every chunk at debug level) and
 * analytics_rollup_state (last_seq, events_rolled, updated_at). At shutdown a run ends after the chunk it is
 * on, its job complete; the next run goes on.
 */
export async function declareAnalyticsRollupWork(
  jobs: JobQueue,
  deps: { db: Db; log: FastifyBaseLogger; dbKind?: DbKind },
  cron = ANALYTICS_ROLLUP_CRON,
): Promise<void> {
  await jobs.work(ANALYTICS_ROLLUP_QUEUE, { retries: 2, policy: 'stately' }, async (_data, run) => {
    let lastShown = -Infinity;
    const report = await rollUpAll(deps.db, {
      stop: run.stop,
      // short chunks on PGlite, whose one connection a chunk holds to its commit
      chunk: deps.dbKind === 'pglite' ? PGLITE_ROLLUP_CHUNK : undefined,
      onStep: (step) => {
        // the first chunk of a run and then one every PROGRESS_LOG_MS at info (a catch-up on PGlite counts
        // thousands of chunks), every chunk at debug
        const now = performance.now();
        const shown = now - lastShown >= PROGRESS_LOG_MS;
        if (shown) lastShown = now;
        deps.log[shown ? 'info' : 'debug'](
          { from: step.from, to: step.to, newest: step.newest, events: step.events },
          'analytics roll-up: chunk counted',
        );
      },
    });
    if (report.events > 0) deps.log.info(report, 'analytics roll-ups caught up');
    return report;
  });
  await jobs.schedule(ANALYTICS_ROLLUP_QUEUE, cron);
  await jobs.send(ANALYTICS_ROLLUP_QUEUE);
}
