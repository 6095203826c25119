import { count, desc, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { schema, type Db } from '@orrery/db';

/** The rows of a table and the audit rows of an entity: a refused request changes neither. */
export async function writesOf(
  db: Db,
  table: PgTable,
  entity: string,
): Promise<{ rows: number; audit: number }> {
  const [rows] = await db.select({ n: count() }).from(table);
  const [audit] = await db
    .select({ n: count() })
    .from(schema.auditLog)
    .where(eq(schema.auditLog.entity, entity));
  return { rows: rows?.n ?? 0, audit: audit?.n ?? 0 };
}

/** The newest audit row of an entity. */
export async function lastAuditOf(db: Db, entity: string) {
  const [row] = await db
    .select()
    .from(schema.auditLog)
    .where(eq(schema.auditLog.entity, entity))
    .orderBy(desc(schema.auditLog.id))
    .limit(1);
  return row;
}
