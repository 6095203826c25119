import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { schema, type DbHandle } from '@orrery/db';
import { hasNoMembers, seedMembers } from '@orrery/db/seed';
import { hasRun, markRun } from '../../lib/onceMarker';
import type { StorageProvider } from '../../providers/storage';

const MARKER = 'demo_members_seeded';

/**
 * On a new database (no member, never seeded), generates `count` demo members with their photos
 * through the storage provider, so that the console has something to show. Runs once per database:
 * a marker in app_settings keeps it from refilling a members table emptied on purpose.
 */
export async function seedDemoMembersOnce(
  handle: DbHandle,
  storage: StorageProvider,
  count: number,
  log: FastifyBaseLogger,
  onProgress?: (done: number, total: number) => void,
): Promise<void> {
  if (count <= 0 || (await hasRun(handle.db, MARKER))) return;
  if (!(await hasNoMembers(handle))) {
    const [partial] = await handle.db
      .select({ id: schema.members.id })
      .from(schema.members)
      .where(eq(schema.members.seeded, true))
      .limit(1);
    if (partial)
      log.warn(
        'demo members were not generated: the database has members but no record of a finished generation (an earlier start stopped while it loaded them?); delete the data folder for the whole demo data',
      );
    return;
  }
  const started = performance.now();
  const report = await seedMembers(handle, {
    members: count,
    put: (key, body, contentType) => storage.put(key, body, contentType),
    onProgress,
  });
  await markRun(handle.db, MARKER, { members: count });
  log.info(
    { members: report.members, photos: report.photos, ms: Math.round(performance.now() - started) },
    'demo members generated on the new database (SEED_MEMBERS=0 turns this off)',
  );
}
