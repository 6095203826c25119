import { asc, eq, sql } from 'drizzle-orm';
import { pairMessages, type PairGroup } from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { writeAudit, type Actor } from '../../lib/audit';
import { conflict, notFound } from '../../lib/httpErrors';
import { lockForTransaction } from '../../lib/xactLock';

const { pairGroups } = schema;
type GroupRow = typeof pairGroups.$inferSelect;

export const toGroup = (row: GroupRow): PairGroup => ({
  _id: row.id,
  name: row.name,
  pairCount: row.pairCount,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
});

/**
 * A new pair group inside the caller's transaction (which writes the audit row). Names are unique whatever their case: two
 * creations of one name are serialised by an advisory lock on it, then checked.
 */
export async function insertGroup(tx: Db, actor: Actor | null, name: string): Promise<GroupRow> {
  const trimmed = name.trim();
  await lockForTransaction(tx, `pair-group:${trimmed.toLowerCase()}`);
  const [taken] = await tx
    .select({ id: pairGroups.id })
    .from(pairGroups)
    .where(sql`lower(${pairGroups.name}) = ${trimmed.toLowerCase()}`)
    .limit(1);
  if (taken) throw conflict(pairMessages.groupTaken(trimmed));
  const [row] = await tx
    .insert(pairGroups)
    .values({ name: trimmed, createdBy: actor?.id ?? null, modifiedBy: actor?.id ?? null })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function createGroup(db: Db, actor: Actor, name: string): Promise<PairGroup> {
  const row = await db.transaction(async (tx) => {
    const created = await insertGroup(tx, actor, name);
    await writeAudit(tx, actor, {
      action: 'pairGroup.create',
      entity: 'pairGroup',
      entityId: created.id,
      after: { name: created.name },
    });
    return created;
  });
  return toGroup(row);
}

/** Every group, oldest first (`data` with name and _id). */
export async function listGroups(db: Db): Promise<PairGroup[]> {
  const rows = await db.select().from(pairGroups).orderBy(asc(pairGroups.createdAt), asc(pairGroups.id));
  return rows.map(toGroup);
}

/** Locks the group row for the rest of the transaction; 404 when there is none. */
export async function lockGroup(tx: Db, id: string): Promise<GroupRow> {
  const [row] = await tx.select().from(pairGroups).where(eq(pairGroups.id, id)).for('update');
  if (!row) throw notFound(pairMessages.groupNotFound);
  return row;
}

/** Deletes a group with its pairs and imports; with `version`, a group changed since then answers 409. */
export async function deleteGroup(db: Db, actor: Actor, id: string, version?: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockGroup(tx, id);
    if (version !== undefined && row.version !== version) throw conflict(pairMessages.staleGroup);
    await tx.delete(pairGroups).where(eq(pairGroups.id, id));
    await writeAudit(tx, actor, {
      action: 'pairGroup.delete',
      entity: 'pairGroup',
      entityId: id,
      before: { name: row.name, pairCount: row.pairCount, version: row.version },
    });
  });
}

/** Adds `added` pairs to the group's count and bumps its version (cached results key on it). */
export async function groupGrew(tx: Db, actor: Actor | null, id: string, added: number): Promise<void> {
  await tx
    .update(pairGroups)
    .set({
      pairCount: sql`${pairGroups.pairCount} + ${added}`,
      version: sql`${pairGroups.version} + 1`,
      modifiedAt: new Date(),
      modifiedBy: actor?.id ?? null,
    })
    .where(eq(pairGroups.id, id));
}
