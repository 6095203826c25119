import { getTableColumns, type Table } from 'drizzle-orm';

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
