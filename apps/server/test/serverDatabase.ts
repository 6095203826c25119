import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDb, runMigrations, schema, type DbHandle } from '@orrery/db';
import { sha256Hex } from '../src/lib/tokens';

/** A database for real server processes (`startServerProcess`), with a superadmin already signed in. */
export interface ServerDatabase {
  /** The data folder (PGlite's database and the files). */
  dataDir: string;
  /** Set on PostgreSQL (TEST_DATABASE_URL): the new database's address. */
  databaseUrl?: string;
  /** The superadmin's bearer token and who it is. */
  token: string;
  root: { id: string; nickName: string };
  /** Opens the database (only while no server process has PGlite's folder). */
  open(): Promise<DbHandle>;
  /** The server's environment for this database, without demo data. */
  serverEnv(): Record<string, string>;
  drop(): Promise<void>;
}

/**
 * A new PostgreSQL database on TEST_DATABASE_URL's server, or a PGlite folder without it; migrated, with
 * the superadmin Root and a session for `token`.
 */
export async function serverDatabase(prefix: string): Promise<ServerDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const name = `orrery_t_${randomBytes(6).toString('hex')}`;
  const token = randomBytes(24).toString('base64url');
  const dataDir = await mkdtemp(join(tmpdir(), `orrery-${prefix}-`));
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(text);
    await client.end();
  };
  let databaseUrl: string | undefined;
  if (serverUrl) {
    await admin(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const open = () =>
    openDb(databaseUrl ? { databaseUrl, poolSize: 2 } : { pgliteDir: join(dataDir, 'pglite') });
  const handle = await open();
  let root: { id: string; nickName: string };
  try {
    await runMigrations(handle);
    const [added] = await handle.db
      .insert(schema.admins)
      .values({ nickName: 'Root', identifier: 'root@example.com', passwordHash: 'x', userType: 'superadmin' })
      .returning({ id: schema.admins.id, nickName: schema.admins.nickName });
    root = added!;
    await handle.db.insert(schema.adminSessions).values({
      adminId: root.id,
      tokenHash: sha256Hex(token),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
  } finally {
    await handle.close();
  }
  return {
    dataDir,
    databaseUrl,
    token,
    root,
    open,
    serverEnv: () => ({
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      SEED_MEMBERS: '0',
      SEED_EVENTS: '0',
    }),
    async drop() {
      if (serverUrl) await admin(`drop database if exists ${name} with (force)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
