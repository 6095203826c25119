import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { SEARCH_COUNT_CAP } from '@orrery/contract';
import type { Db } from '@orrery/db';

export interface CappedCount {
  /** The matches, or the cap when there are more. */
  n: number;
  /** More than the cap matched: `n` is the cap. */
  capped: boolean;
}

/**
 * Counts the rows of `table` matching `where`, stopping after cap + 1 of them
 * (`select count(*) from (select 1 … limit cap + 1)`): a search matching tens of thousands of members
 * costs at most `cap` index entries instead of every match.
 */
export async function cappedCount(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  cap = SEARCH_COUNT_CAP,
): Promise<CappedCount> {
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('matches');
  const [row] = await db.select({ n: count() }).from(matches);
  const n = row?.n ?? 0;
  return n > cap ? { n: cap, capped: true } : { n, capped: false };
}
