import { sql } from 'drizzle-orm';
import type { DbHandle } from '../client';
import { quoteIdent } from '../quoteIdent';

/** Columns an ANALYZE statement takes on PGlite: a wide table's whole ANALYZE holds its one connection long. */
const COLUMNS_PER_ANALYZE = 8;

/**
 * Fresh statistics (and, with `vacuum`, the visibility map that index-only scans need) for a table just
 * loaded. PostgreSQL: one statement. PGlite, whose one connection the server's requests share: VACUUM
 * alone, then ANALYZE a few columns a statement, so that a request never waits behind a whole table's
 * (index expressions get no statistics of their own there; the planner's defaults serve them).
 */
export async function gatherStatistics(handle: DbHandle, table: string, vacuum = false): Promise<void> {
  if (handle.kind === 'postgres') {
    await handle.exec(`${vacuum ? 'VACUUM ' : ''}ANALYZE ${table}`);
    return;
  }
  if (vacuum) await handle.exec(`VACUUM ${table}`);
  const result = (await handle.db.execute(
    sql`select attname from pg_attribute where attrelid = ${table}::regclass and attnum > 0
      and not attisdropped order by attnum`,
  )) as unknown as { rows: { attname: string }[] };
  const columns = result.rows.map((r) => quoteIdent(r.attname));
  for (let i = 0; i < columns.length; i += COLUMNS_PER_ANALYZE)
    await handle.exec(`ANALYZE ${table} (${columns.slice(i, i + COLUMNS_PER_ANALYZE).join(', ')})`);
}
