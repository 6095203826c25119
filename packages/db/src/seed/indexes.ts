import { sql } from 'drizzle-orm';
import type { DbHandle } from '../client';
import { quoteIdent } from '../quoteIdent';

/** The tables a seed loads: their secondary indexes may be set aside during a large load. */
export const LOADED_TABLES = [
  'members',
  'member_photos',
  'member_devices',
  'member_deletions',
  'reports',
  'feedback',
] as const;

export interface SecondaryIndex {
  table: string;
  name: string;
  /** `CREATE INDEX …` exactly as PostgreSQL reports it in pg_indexes. */
  definition: string;
}

const quoteLiteral = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * The indexes of the given tables that neither back a constraint (primary keys, unique
 * constraints) nor enforce uniqueness: the ones that can be dropped and rebuilt without
 * letting a duplicate in.
 */
export async function secondaryIndexes(
  handle: DbHandle,
  tables: readonly string[] = LOADED_TABLES,
): Promise<SecondaryIndex[]> {
  const result = await handle.db.execute(
    sql.raw(`SELECT i.tablename AS "table", i.indexname AS "name", i.indexdef AS "definition"
       FROM pg_indexes i
       JOIN pg_class c ON c.relname = i.indexname
       JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = i.schemaname
       JOIN pg_index x ON x.indexrelid = c.oid
      WHERE i.schemaname = current_schema()
        AND i.tablename IN (${tables.map(quoteLiteral).join(', ')})
        AND NOT x.indisunique AND NOT x.indisprimary
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = c.oid)
      ORDER BY i.tablename, i.indexname`),
  );
  // node-postgres and PGlite both answer with `rows`
  const { rows } = result as unknown as { rows: SecondaryIndex[] };
  return rows.map((r) => ({ table: r.table, name: r.name, definition: r.definition }));
}

interface ForeignKey {
  table: string;
  name: string;
  /** `FOREIGN KEY (…) REFERENCES …` as pg_get_constraintdef gives it. */
  definition: string;
}

/** The foreign keys of the given tables: checked row by row during a load, at once when added back. */
async function foreignKeys(handle: DbHandle, tables: readonly string[]): Promise<ForeignKey[]> {
  const result = await handle.db.execute(
    sql.raw(`SELECT t.relname AS "table", k.conname AS "name", pg_get_constraintdef(k.oid) AS "definition"
       FROM pg_constraint k
       JOIN pg_class t ON t.oid = k.conrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE k.contype = 'f' AND n.nspname = current_schema()
        AND t.relname IN (${tables.map(quoteLiteral).join(', ')})
      ORDER BY t.relname, k.conname`),
  );
  const { rows } = result as unknown as { rows: ForeignKey[] };
  return rows.map((r) => ({ table: r.table, name: r.name, definition: r.definition }));
}

/**
 * Runs `load` with the secondary indexes and foreign keys of the loaded tables dropped, then
 * builds them again from their recorded definitions (also when `load` fails): one sorted build
 * per index and one join per foreign key cost a fraction of keeping about twenty indexes up to
 * date and checking each photo's and device's member row by row. Primary keys and unique
 * indexes stay.
 */
export async function withoutSecondaryIndexes<T>(handle: DbHandle, load: () => Promise<T>): Promise<T> {
  const indexes = await secondaryIndexes(handle);
  const keys = await foreignKeys(handle, LOADED_TABLES);
  await handle.exec(
    [
      ...keys.map((k) => `ALTER TABLE ${quoteIdent(k.table)} DROP CONSTRAINT ${quoteIdent(k.name)};`),
      ...indexes.map((ix) => `DROP INDEX IF EXISTS ${quoteIdent(ix.name)};`),
    ].join('\n'),
  );
  try {
    return await load();
  } finally {
    try {
      await rebuildIndexes(handle, indexes);
    } finally {
      await restoreForeignKeys(handle, keys);
    }
  }
}

async function restoreForeignKeys(handle: DbHandle, keys: readonly ForeignKey[]) {
  for (const k of keys) {
    const add = `ALTER TABLE ${quoteIdent(k.table)} ADD CONSTRAINT ${quoteIdent(k.name)} ${k.definition}`;
    try {
      await handle.exec(add);
    } catch (error) {
      // rows that break it must not leave the table without it: keep it for new rows, then report
      await handle.exec(`${add} NOT VALID`);
      throw error;
    }
  }
}

async function rebuildIndexes(handle: DbHandle, indexes: readonly SecondaryIndex[]) {
  if (!indexes.length) return;
  const settings =
    handle.kind === 'postgres'
      ? "SET LOCAL maintenance_work_mem = '512MB'; SET LOCAL max_parallel_maintenance_workers = 0;"
      : '';
  const build = (group: readonly SecondaryIndex[]) =>
    handle.exec(
      // one query text: an implicit transaction, so SET LOCAL ends with it
      `${settings}\n${group.map((ix) => `${ix.definition};`).join('\n')}`,
    );
  if (handle.kind !== 'postgres') {
    await build(indexes);
    return;
  }
  // two connections build side by side (CREATE INDEX locks allow it), one per core; the
  // expensive ones (the members table, the trigram indexes most) are spread over both
  const cost = (ix: SecondaryIndex) =>
    (ix.table === 'members' ? 3 : ix.table === 'member_photos' ? 3 : 1) *
    (/gin_trgm_ops/.test(ix.definition) ? 4 : 1);
  const groups: SecondaryIndex[][] = [[], []];
  const load = [0, 0];
  for (const ix of [...indexes].sort((a, b) => cost(b) - cost(a))) {
    const g = load[0]! <= load[1]! ? 0 : 1;
    groups[g]!.push(ix);
    load[g]! += cost(ix);
  }
  const results = await Promise.allSettled(groups.map(build));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}
