import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { migratedPgliteImage, openDb, runMigrations, type DbHandle } from '@orrery/db';

/**
 * The migrated image every PGlite test database starts from: made once for these migrations (then kept in
 * the temp folder) and read once a worker, whose test files share this module (isolate: false).
 */
let pgliteImage: Promise<Blob> | undefined;

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (created here, dropped by `close`).
 */
export async function freshDatabase(): Promise<DbHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    pgliteImage ??= migratedPgliteImage(tmpdir());
    const handle = await openDb({ pgliteImage: await pgliteImage });
    await runMigrations(handle);
    return handle;
  }
  const name = `orrery_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDb({ databaseUrl: url.toString(), poolSize: 5 });
  await runMigrations(handle);
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * A fresh database of this file's (or of the describe block it is called in): made before its tests, with
 * the beforeAll hooks that follow this call, and closed after them. Its fields are there once that hook ran.
 */
export function useFreshDatabase(): DbHandle {
  const handle = {} as DbHandle;
  beforeAll(async () => {
    Object.assign(handle, await freshDatabase());
  }, 60_000);
  afterAll(() => handle.close?.());
  return handle;
}
