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

/** One audit row per change: who, when, what, before and after. Call it inside the change's transaction. */
export async function writeAudit(db: Db, actor: Actor | null, entry: AuditEntry): Promise<void> {
  await db.insert(schema.auditLog).values({
    actorId: actor?.id ?? null,
    actorName: actor?.nickName ?? 'system',
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
