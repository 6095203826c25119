import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { schema, type Db } from '@orrery/db';

export interface Actor {
  id: string;
  nickName: string;
}

export interface AuditEntry {
  action: string;
  entity: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

const rowOf = (actor: Actor | null, entry: AuditEntry) => ({
  actorId: actor?.id ?? null,
  actorName: actor?.nickName ?? 'system',
  action: entry.action,
  entity: entry.entity,
  entityId: entry.entityId,
  before: entry.before ?? null,
  after: entry.after ?? null,
});

/** One audit row per change: who, when, what, before and after. Call it inside the change's transaction. */
export async function writeAudit(db: Db, actor: Actor | null, entry: AuditEntry): Promise<void> {
  await db.insert(schema.auditLog).values(rowOf(actor, entry));
}

/** Rows written at once a statement: a job's change of many records, one row a record. */
const AUDIT_BATCH = 500;

/**
 * One audit row for each record a change touched (a job's, an import's), so each record's History shows
 * it; inside the change's transaction.
 */
export async function writeAudits(db: Db, actor: Actor | null, entries: AuditEntry[]): Promise<void> {
  for (let start = 0; start < entries.length; start += AUDIT_BATCH)
    await db
      .insert(schema.auditLog)
      .values(entries.slice(start, start + AUDIT_BATCH).map((entry) => rowOf(actor, entry)));
}

/** A table whose rows have a text or uuid `id`, the audit row's entityId. */
type TableWithId = PgTable & { $inferSelect: { id: string } };

/**
 * Inserts one row and writes its audit row, inside the caller's transaction: `after` is the row as saved,
 * or what `view` keeps of it (no secrets, no large blobs). Answers the saved row.
 */
export async function insertAudited<T extends TableWithId>(
  tx: Db,
  actor: Actor | null,
  table: T,
  values: PgInsertValue<T>,
  audit: { action: string; entity: string; view?: (row: T['$inferSelect']) => unknown },
): Promise<T['$inferSelect']> {
  const [saved] = (await tx.insert(table).values(values).returning()) as T['$inferSelect'][];
  if (!saved) throw new Error(`${audit.entity} insert returned nothing`);
  const { action, entity, view } = audit;
  await writeAudit(tx, actor, { action, entity, entityId: saved.id, after: view ? view(saved) : saved });
  return saved;
}
