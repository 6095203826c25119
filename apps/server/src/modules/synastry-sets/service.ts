import { asc, eq, sql } from 'drizzle-orm';
import { synastrySetMessages as m, type SynastrySet, type SynastrySetSummary } from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { insertAudited, writeAudit, type Actor } from '../../lib/audit';
import { conflict, forbidden, notFound } from '../../lib/httpErrors';
import { auditView, toSummary, toSynastrySet, type SetContent, type SetRow } from './mapping';
import { conflictOnDuplicate } from '../../lib/pgErrors';

const { synastrySets, admins } = schema;

/** Who is asking: their id and name for the audit log, and whether they are a superadmin. */
export interface SetActor extends Actor {
  superadmin: boolean;
}

async function ownerName(db: Db, ownerId: string | null): Promise<string | null> {
  if (!ownerId) return null;
  const [row] = await db
    .select({ name: admins.nickName })
    .from(admins)
    .where(eq(admins.id, ownerId))
    .limit(1);
  return row?.name ?? null;
}

/** Every set, oldest first (the selector picks the last), with its owner's name. */
export async function listSets(db: Db): Promise<SynastrySetSummary[]> {
  const rows = await db
    .select({
      id: synastrySets.id,
      name: synastrySets.name,
      ownerId: synastrySets.ownerId,
      notes: synastrySets.notes,
      createdAt: synastrySets.createdAt,
      modifiedAt: synastrySets.modifiedAt,
      version: synastrySets.version,
      ownerName: admins.nickName,
    })
    .from(synastrySets)
    .leftJoin(admins, eq(admins.id, synastrySets.ownerId))
    .orderBy(asc(synastrySets.createdAt), asc(synastrySets.id));
  return rows.map((row) => toSummary(row, row.ownerName));
}

async function findRow(db: Db, id: string, lock = false): Promise<SetRow> {
  const query = db.select().from(synastrySets).where(eq(synastrySets.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(m.notFound);
  return row;
}

export async function getSet(db: Db, id: string): Promise<SynastrySet> {
  const row = await findRow(db, id);
  return toSynastrySet(row, await ownerName(db, row.ownerId));
}

/** The unique index is on lower(name): the same test, so that a clash is answered before the write. */
async function nameFree(db: Db, name: string, exceptId?: string): Promise<void> {
  const [clash] = await db
    .select({ id: synastrySets.id })
    .from(synastrySets)
    .where(sql`lower(${synastrySets.name}) = lower(${name})`)
    .limit(1);
  if (clash && clash.id !== exceptId) throw conflict(m.duplicateName(name));
}

/** Creates a set owned by the signed-in admin. */
export async function createSet(db: Db, actor: Actor, content: SetContent): Promise<SynastrySet> {
  return conflictOnDuplicate(m.duplicateName(content.name), async () => {
    const row = await db.transaction(async (tx) => {
      await nameFree(tx, content.name);
      return insertAudited(
        tx,
        actor,
        synastrySets,
        { ...content, ownerId: actor.id, modifiedBy: actor.id },
        { action: 'synastrySet.add', entity: 'synastrySet', view: auditView },
      );
    });
    return toSynastrySet(row, actor.nickName);
  });
}

function mayChange(actor: SetActor, row: SetRow): void {
  if (!actor.superadmin && row.ownerId !== actor.id) throw forbidden(m.notOwner);
}

/** Saves a set over the version the console loaded: 409 when it changed since, 403 for another's set. */
export async function updateSet(
  db: Db,
  actor: SetActor,
  id: string,
  version: number,
  content: SetContent,
): Promise<SynastrySet> {
  return conflictOnDuplicate(m.duplicateName(content.name), async () => {
    const after = await db.transaction(async (tx) => {
      const before = await findRow(tx, id, true);
      mayChange(actor, before);
      if (before.version !== version) throw conflict(m.staleEdit);
      await nameFree(tx, content.name, id);
      const [saved] = await tx
        .update(synastrySets)
        .set({ ...content, modifiedAt: new Date(), modifiedBy: actor.id, version: before.version + 1 })
        .where(eq(synastrySets.id, id))
        .returning();
      if (!saved) throw notFound(m.notFound);
      await writeAudit(tx, actor, {
        action: 'synastrySet.update',
        entity: 'synastrySet',
        entityId: id,
        before: auditView(before),
        after: auditView(saved),
      });
      return saved;
    });
    return toSynastrySet(after, await ownerName(db, after.ownerId));
  });
}

/**
 * Deletes the set `id` of owner `ownerId` (both must match: 404 otherwise; a set whose owner was
 * removed matches any owner id, and only a superadmin may delete it).
 */
export async function deleteSet(db: Db, actor: SetActor, id: string, ownerId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findRow(tx, id, true);
    if (before.ownerId !== null && before.ownerId !== ownerId) throw notFound(m.notFound);
    mayChange(actor, before);
    await tx.delete(synastrySets).where(eq(synastrySets.id, id));
    await writeAudit(tx, actor, {
      action: 'synastrySet.delete',
      entity: 'synastrySet',
      entityId: id,
      before: auditView(before),
    });
  });
}
