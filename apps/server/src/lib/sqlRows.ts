import type { SQL } from 'drizzle-orm';
import type { Db } from '@orrery/db';

/** The rows of a raw query, the same on PGlite and node-postgres (numbers may come back as strings). */
export async function sqlRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A count column read back as a number (bigint counts arrive as strings from node-postgres). */
export const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
