import { sql } from 'drizzle-orm';
import type { Db } from '@orrery/db';

/**
 * Waits for, then holds until the transaction ends, the lock named `key` (a PostgreSQL advisory lock, on
 * PGlite too): writes that check then write (a free name, the next number) run one after another.
 */
export async function lockForTransaction(tx: Db, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}
