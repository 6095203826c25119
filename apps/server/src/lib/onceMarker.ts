import { eq } from 'drizzle-orm';
import { schema, type Db } from '@orrery/db';

/**
 * A step that runs once per database (demo data, first settings) leaves a marker row in app_settings, so
 * that a restart never runs it again and rows deleted on purpose stay deleted.
 */
export async function hasRun(db: Db, marker: string): Promise<boolean> {
  const [row] = await db
    .select({ key: schema.appSettings.key })
    .from(schema.appSettings)
    .where(eq(schema.appSettings.key, marker));
  return row !== undefined;
}

/** Records that the step `marker` ran, with what it made and when (inside its transaction, if it has one). */
export async function markRun(db: Db, marker: string, made: Record<string, unknown>): Promise<void> {
  await db
    .insert(schema.appSettings)
    .values({ key: marker, value: { ...made, at: new Date().toISOString() } })
    .onConflictDoNothing();
}

/**
 * Takes the step `marker` for this process: true for the one process whose marker row went in, false when
 * another start has taken it already (two processes started together on a new database).
 */
export async function claimRun(db: Db, marker: string, made: Record<string, unknown>): Promise<boolean> {
  const taken = await db
    .insert(schema.appSettings)
    .values({ key: marker, value: { ...made, at: new Date().toISOString() } })
    .onConflictDoNothing()
    .returning({ key: schema.appSettings.key });
  return taken.length > 0;
}
