import { getTableColumns, getTableName, sql, type SQL, type Table } from 'drizzle-orm';
import type { Db } from '@orrery/db';
import { sqlRows } from './sqlRows';

/**
 * A selection of only `keys` of `table` (`db.select(pickColumns(t, keys)).from(t)`): a list reading a few
 * fields of a wide table fetches, parses and maps those alone.
 */
export function pickColumns<T extends Table, K extends keyof T['_']['columns'] & string>(
  table: T,
  keys: readonly K[],
): Pick<T['_']['columns'], K> {
  const all = getTableColumns(table);
  return Object.fromEntries(keys.map((key) => [key, all[key]])) as Pick<T['_']['columns'], K>;
}

/** The columns of a compiled selection, built once, and the mapping of a row read through it. */
export interface CompiledColumns<R> {
  /** `"table"."column", …`: one fragment, however many columns. */
  sql: SQL;
  /** A driver row (keyed by column name) as drizzle's select would answer it (keyed by field). */
  map(row: Record<string, unknown>): R;
}

/**
 * `pickColumns` for a hot list: drizzle builds a wide select anew on every call (CPU that adds up on a
 * wide table), while this fragment is built once. Read it with
 * `selectPage(db, columns, sql\`from … where … order by … limit …\`)`.
 */
export function compiledColumns<T extends Table, K extends keyof T['_']['columns'] & string>(
  table: T,
  keys: readonly K[],
): CompiledColumns<Pick<T['$inferSelect'], K>> {
  const all = getTableColumns(table);
  const tableName = getTableName(table);
  const fields = keys.map((key) => ({ key, name: all[key]!.name, column: all[key]! }));
  return {
    sql: sql.raw(fields.map(({ name }) => `"${tableName}"."${name}"`).join(', ')),
    map(row) {
      const out: Record<string, unknown> = {};
      for (const { key, name, column } of fields) {
        const value = row[name];
        out[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
      }
      return out as Pick<T['$inferSelect'], K>;
    },
  };
}

/**
 * `select <columns>, <total> <rest>`: a page and, in the same round trip, a count beside it; by default
 * `count(*) over ()`, every row that matched. The count is undefined when the page is empty (an offset
 * past the end counts apart).
 */
export async function selectPage<R>(
  db: Db,
  columns: CompiledColumns<R>,
  rest: SQL,
  total: SQL = sql`count(*) over ()`,
): Promise<{ rows: R[]; total: number | undefined }> {
  const rows = await sqlRows<Record<string, unknown>>(
    db,
    sql`select ${columns.sql}, ${total} as "__total" ${rest}`,
  );
  const first = rows[0];
  return {
    rows: rows.map((row) => columns.map(row)),
    total: first ? Number(first.__total) : undefined,
  };
}
