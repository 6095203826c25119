import { setTimeout } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { DbHandle } from '@orrery/db';
import type { Loading } from './lib/loading';
import { claimRun } from './lib/onceMarker';
import type { StorageProvider } from './providers/storage';
import { seedDemoCelebritiesOnce } from './modules/celebrities';
import { seedDemoEventsOnce } from './modules/app-events';
import { rollupStatus } from './modules/analytics';
import { seedDemoMembersOnce } from './modules/members';
import { seedDemoPairsOnce } from './modules/pairs';
import { seedDemoMessagesOnce } from './modules/messaging';

const DEMO_LOAD_MARKER = 'demo_data_load_claimed';
const ROLLUP_POLL_MS = 2_000;

export interface DemoSizes {
  members: number;
  events: number;
}

/**
 * The demo data of a new database, loaded while the server already answers: each step once per database,
 * listed in `loading` while it runs (`/readyz`, the dashboard). Nothing is loaded when `members` is 0, nor
 * by a start after the first that loaded (or began to load) it.
 */
export async function loadDemoData(
  handle: DbHandle,
  storage: StorageProvider,
  sizes: DemoSizes,
  loading: Loading,
  log: FastifyBaseLogger,
  /** Queues a roll-up at once (the job queue's). */
  rollUpNow: () => Promise<void>,
): Promise<void> {
  if (sizes.members <= 0) return;
  // one process loads it: a second started beside the first on a new database leaves it to the first
  if (!(await claimRun(handle.db, DEMO_LOAD_MARKER, { ...sizes }))) return;
  await loading.step('Demo members', (progress) =>
    seedDemoMembersOnce(handle, storage, sizes.members, log, progress),
  );
  // a few hundred thousand app events for those members (SEED_EVENTS), for the analytics
  await loading.step('Demo app events', (progress) =>
    seedDemoEventsOnce(handle, sizes.events, log, progress),
  );
  // about 200 celebrities of the three types with their charts
  await loading.step('Demo celebrities', () =>
    seedDemoCelebritiesOnce(handle.db, (key, body, type) => storage.put(key, body, type), 200, log),
  );
  // the pair group longMarriage with 200 pairs
  await loading.step('Demo pairs', () => seedDemoPairsOnce(handle.db, 200, log));
  // three pushes and an e-mail sent through the outbox
  await loading.step('Demo messages', () => seedDemoMessagesOnce(handle.db, true, log));
  // the analytics count the demo events once the roll-up job has been through them
  await loading.step('Analytics roll-up of the demo events', async (progress) => {
    await rollUpNow();
    for (;;) {
      const { rolled, waiting } = await rollupStatus(handle.db);
      progress(rolled, rolled + waiting);
      if (waiting === 0) return;
      await setTimeout(ROLLUP_POLL_MS);
    }
  });
}
