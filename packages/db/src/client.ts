import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { takeTurns } from './pgliteTurns';
import { from as copyFromStdin } from 'pg-copy-streams';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { nameStatements } from './namedStatements';
import { quoteIdent } from './quoteIdent';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The one database type both drivers satisfy: services are written against it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DbKind = 'pglite' | 'postgres';

export interface DbHandle {
  db: Db;
  kind: DbKind;
  /** Runs SQL text that may hold several statements and no parameters. */
  exec(sqlText: string): Promise<void>;
  /**
   * Bulk-loads rows in PostgreSQL's COPY text format (tab-separated lines, `\N` for null) into the
   * named columns: COPY FROM STDIN on PostgreSQL, COPY from a blob on PGlite.
   */
  copyRows(
    table: string,
    columns: readonly string[],
    chunks: readonly string[],
    options?: CopyOptions,
  ): Promise<void>;
  close(): Promise<void>;
}

export interface CopyOptions {
  /**
   * An advisory lock the COPY's transaction holds shared until it commits (PostgreSQL; PGlite runs one
   * statement at a time): see APP_EVENTS_WRITE_LOCK.
   */
  sharedLock?: string;
}

export interface OpenDbOptions {
  /** `postgres://…` selects PostgreSQL; otherwise PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder; omitted means an in-memory database. */
  pgliteDir?: string;
  /** An in-memory PGlite database starts as a copy of this dumped data folder (`migratedPgliteImage`). */
  pgliteImage?: Blob;
  poolSize?: number;
}

/** Found through the package so that it holds when the server is bundled too. */
export const migrationsFolder = join(
  dirname(createRequire(import.meta.url).resolve('@orrery/db/package.json')),
  'drizzle',
);

const copyStatement = (table: string, columns: readonly string[], source: string) =>
  `COPY ${quoteIdent(table)} (${columns.map(quoteIdent).join(', ')}) FROM ${source}`;

export async function openDb(options: OpenDbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    pool.on('error', () => undefined); // an idle client's error must not crash the process; queries still report theirs
    nameStatements(pool);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      exec: async (text) => void (await pool.query(text)),
      async copyRows(table, columns, chunks, copyOptions = {}) {
        const client = await pool.connect();
        const { sharedLock } = copyOptions;
        try {
          if (sharedLock) {
            await client.query('begin');
            await client.query('select pg_advisory_xact_lock_shared(hashtext($1))', [sharedLock]);
          }
          const stream = client.query(copyFromStdin(copyStatement(table, columns, 'STDIN')));
          await pipeline(Readable.from(chunks), stream);
          if (sharedLock) await client.query('commit');
        } catch (error) {
          if (sharedLock) await client.query('rollback').catch(() => undefined);
          throw error;
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  // pg_trgm serves substring search on members, unaccent its accent-insensitive search_name (the
  // migrations create both extensions)
  const client = await PGlite.create(options.pgliteDir, {
    extensions: { pg_trgm, unaccent },
    loadDataDir: options.pgliteImage,
  });
  takeTurns(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    exec: async (text) => void (await client.exec(text)),
    async copyRows(table, columns, chunks) {
      await client.query(copyStatement(table, columns, "'/dev/blob'"), [], { blob: new Blob([...chunks]) });
    },
    close: () => client.close(),
  };
}

/** Applies the committed SQL migrations; safe to run on every start. */
export async function runMigrations(handle: DbHandle, folder = migrationsFolder): Promise<void> {
  if (handle.kind === 'postgres') {
    await migratePg(handle.db as Parameters<typeof migratePg>[0], { migrationsFolder: folder });
  } else {
    await migratePglite(handle.db as Parameters<typeof migratePglite>[0], { migrationsFolder: folder });
  }
}
