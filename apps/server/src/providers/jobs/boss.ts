import type { PGlite } from '@electric-sql/pglite';
import type { DbHandle } from '@orrery/db';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';

/** pg-boss's database adapter: one method, answering the rows of the (last) statement. */
export interface BossDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss on the embedded PGlite (one connection, no pg.Pool): parameterised SQL goes through `query`;
 * SQL without parameters may hold several statements (pg-boss's migrations and its locked
 * BEGIN … COMMIT blocks), which only `exec` runs. A failed block is rolled back so that the single
 * connection is never left inside an aborted transaction.
 */
export function pgliteBossDb(client: PGlite): BossDb {
  return {
    async executeSql(text, values) {
      if (values && values.length) return { rows: (await client.query(text, values)).rows };
      try {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      } catch (error) {
        if (/\bBEGIN\b/i.test(text)) await client.exec('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
  };
}

/** The part of node-postgres's Pool the adapter uses. */
interface SqlPool {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss on the app's node-postgres pool: a multi-statement text without parameters goes out as one
 * simple query on one connection, exactly as pg-boss's own pool sends it.
 */
export function poolBossDb(pool: SqlPool): BossDb {
  return { executeSql: async (text, values) => ({ rows: (await pool.query(text, values)).rows }) };
}

/** The adapter over the client drizzle keeps as `$client`: PGlite, or the node-postgres pool. */
export function bossDbFor(handle: DbHandle): BossDb {
  const client = (handle.db as unknown as { $client: unknown }).$client;
  return handle.kind === 'postgres' ? poolBossDb(client as SqlPool) : pgliteBossDb(client as PGlite);
}

export interface BossOptions {
  log: FastifyBaseLogger;
  /** Maintenance and monitoring loops (off in tests that only run a job on demand). */
  supervise?: boolean;
}

/** Starts pg-boss on the app's database: creates (or migrates) its `pgboss` schema on first start. */
export async function startBoss(handle: DbHandle, options: BossOptions): Promise<PgBoss> {
  const common = { schema: 'pgboss', supervise: options.supervise ?? true, migrate: true };
  const boss = new PgBoss({ ...common, db: bossDbFor(handle) as PgBoss.Db });
  boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  await boss.start();
  return boss;
}

/** Stops the workers and waits for running jobs (up to 10 s); the app's database stays open (closed by its owner). */
export async function stopBoss(boss: PgBoss): Promise<void> {
  await boss.stop({ graceful: true, wait: true, timeout: 10_000, close: true });
}
