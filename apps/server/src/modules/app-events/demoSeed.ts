import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbHandle } from '@orrery/db';
import { seedEvents } from '@orrery/db/seed';
import { hasRun, markRun } from '../../lib/onceMarker';
import { sqlRows } from '../../lib/sqlRows';

const MARKER = 'demo_events_seeded';

/**
 * On a new database whose demo members were just made (members, no event, never seeded), generates
 * about `count` app events for them, so that every analytics chart shows something. Runs once per
 * database (a marker in app_settings).
 */
export async function seedDemoEventsOnce(
  handle: DbHandle,
  count: number,
  log: FastifyBaseLogger,
  onProgress?: (done: number, total: number) => void,
): Promise<void> {
  if (count <= 0) return;
  if (await hasRun(handle.db, MARKER)) return;
  const [state] = await sqlRows<{ events: boolean; members: boolean }>(
    handle.db,
    sql`select exists (select 1 from app_events) as events, exists (select 1 from members) as members`,
  );
  if (!state?.members || state.events) return;
  const started = performance.now();
  const report = await seedEvents(handle, { events: count, onProgress });
  await markRun(handle.db, MARKER, { events: report.events });
  log.info(
    { events: report.events, ms: Math.round(performance.now() - started) },
    'demo app events generated for the demo members (SEED_EVENTS=0 turns this off)',
  );
}
