import { and, asc, eq, or } from 'drizzle-orm';
import {
  savedViewMessages as m,
  type SavedView,
  type SavedViewBody,
  type SavedViewList,
} from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { writeAudit } from '../../lib/audit';
import { badRequest, forbidden, notFound } from '../../lib/httpErrors';
import { conflictOnDuplicate } from '../../lib/pgErrors';

const { savedViews, admins } = schema;

export interface ViewActor {
  id: string;
  nickName: string;
  superadmin: boolean;
}

type Row = typeof savedViews.$inferSelect;

const viewOf = (row: Row, ownerName: string | null, asker: string): SavedView => ({
  _id: row.id,
  list: row.list as SavedViewList,
  name: row.name,
  params: row.params,
  columns: row.columns,
  shared: row.shared,
  ownerName: ownerName ?? 'a removed admin',
  mine: row.ownerId === asker,
  createdAt: row.createdAt.toISOString(),
});

/** The views of `list` an admin sees: their own and the shared ones, by name. */
export async function listViews(db: Db, asker: string, list: SavedViewList): Promise<SavedView[]> {
  const rows = await db
    .select({ view: savedViews, ownerName: admins.nickName })
    .from(savedViews)
    .leftJoin(admins, eq(admins.id, savedViews.ownerId))
    .where(and(eq(savedViews.list, list), or(eq(savedViews.ownerId, asker), eq(savedViews.shared, true))))
    .orderBy(asc(savedViews.name), asc(savedViews.createdAt));
  return rows.map((r) => viewOf(r.view, r.ownerName, asker));
}

/** Saves a view under its name (trimmed; one name per owner and list), with its audit row. */
export async function saveView(db: Db, actor: ViewActor, body: SavedViewBody): Promise<SavedView> {
  const name = body.name.trim();
  if (!name) throw badRequest(m.nameEmpty);
  const row = await conflictOnDuplicate(m.nameTaken(name), () =>
    db.transaction(async (tx) => {
      const [saved] = await tx
        .insert(savedViews)
        .values({ ...body, name, ownerId: actor.id })
        .returning();
      if (!saved) throw new Error('saved view insert returned no row');
      await writeAudit(tx, actor, {
        action: 'savedView.add',
        entity: 'savedView',
        entityId: saved.id,
        after: saved,
      });
      return saved;
    }),
  );
  return viewOf(row, actor.nickName, actor.id);
}

/** Deletes a view: its owner, or a superadmin (a shared view of another admin). Answers its name. */
export async function deleteView(db: Db, actor: ViewActor, id: string): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(savedViews).where(eq(savedViews.id, id)).for('update');
    if (!row) throw notFound(m.notFound);
    if (row.ownerId !== actor.id && !actor.superadmin) throw forbidden(m.notYours);
    await tx.delete(savedViews).where(eq(savedViews.id, id));
    await writeAudit(tx, actor, {
      action: 'savedView.delete',
      entity: 'savedView',
      entityId: id,
      before: row,
    });
    return row.name;
  });
}
