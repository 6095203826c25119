import { setTimeout } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { DbHandle } from '@orrery/db';
import { seedGazetteer } from '@orrery/db/seed';
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
 * Before the server listens: whether this process loads the demo data (a new database, `members` above 0;
 * one process of two started side by side on it, and no start after the first that began to load it).
 * When it does, the one part of the load that cannot hand the event loop a turn, reading the seed's
 * gazetteer (one synchronous decoding of a city package), is done now, so that no request waits behind it later.
 */
export async function claimDemoData(handle: DbHandle, sizes: DemoSizes): Promise<boolean> {
  if (sizes.members <= 0) return false;
  if (!(await claimRun(handle.db, DEMO_LOAD_MARKER, { ...sizes }))) return false;
  seedGazetteer();
  return true;
}

/**
 * The demo data of a new database (`claimDemoData` answered true), loaded while the server already
 * answers: each step once per database, listed in `loading` while it runs (`/readyz`, the dashboard).
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
