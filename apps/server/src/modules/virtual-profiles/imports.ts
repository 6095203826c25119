import { and, eq, sql } from 'drizzle-orm';
import { virtualProfileTexts as v, type VirtualImport, type VirtualProfileRow } from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { insertAudited, writeAudit, writeAudits, type Actor } from '../../lib/audit';
import { notFound } from '../../lib/httpErrors';
import { libraryImages } from '../image-library';
import { checkedRows } from './checks';
import { insertVirtualMembers, takenEmails, type NewVirtual } from './members';

const { virtualProfileImports: imports } = schema;

/** Rows created per transaction; a "Create all" up to this size is done before the call answers. */
export const VIRTUAL_CHUNK = 500;

type ImportRow = typeof imports.$inferSelect;

const toImport = (row: ImportRow): VirtualImport => ({
  _id: row.id,
  status: row.status as VirtualImport['status'],
  total: row.total,
  done: row.done,
  message: row.message,
});

/**
 * "Create all": every row checked (the file's rules, e-mails already used, the library) before anything is
 * written, then one transaction keeps the import with its rows and the audit row. The members are created
 * by `runVirtualImport`, in chunks: at once for a small import, by the job for a larger one.
 */
export async function startVirtualImport(
  db: Db,
  actor: Actor,
  rows: VirtualProfileRow[],
): Promise<VirtualImport> {
  const checked = await checkedRows(db, rows);
  const kept = checked.map(({ row, image }) => ({ ...row, image: image.id }));
  const created = await db.transaction((tx) =>
    insertAudited(
      tx,
      actor,
      imports,
      { total: kept.length, rows: kept, message: v.importQueued(kept.length), createdBy: actor.id },
      {
        action: 'member.virtual.import',
        entity: 'virtualProfileImport',
        view: () => ({ rows: kept.length }),
      },
    ),
  );
  return toImport(created);
}

export async function getVirtualImport(db: Db, id: string): Promise<VirtualImport> {
  const [found] = await db.select().from(imports).where(eq(imports.id, id));
  if (!found) throw notFound(v.importNotFound);
  return toImport(found);
}

/**
 * Creates the import's remaining members, a chunk a transaction, each moving `done` on in the same
 * transaction (the import row locked), so a resumed or doubled run goes on from `done` and creates
 * nobody twice (virtual_profiles' (import, row) key backs this up). A row whose e-mail a member took
 * meanwhile is skipped and counted. Answers the import's final state.
 */
export async function runVirtualImport(db: Db, id: string): Promise<VirtualImport> {
  const [current] = await db.select().from(imports).where(eq(imports.id, id));
  if (!current) throw notFound(v.importNotFound);
  if (current.status === 'done' || current.status === 'failed') return toImport(current);
  const images = new Map((await libraryImages(db)).map((image) => [image.id, image]));
  const fallback = [...images.values()];
  let from = current.done;
  while (from < current.total) {
    const start = from;
    const chunk = current.rows.slice(start, start + VIRTUAL_CHUNK);
    if (!chunk.length) break;
    from = await db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ done: imports.done })
        .from(imports)
        .where(eq(imports.id, id))
        .for('update');
      if (!locked) throw notFound(v.importNotFound);
      if (locked.done !== start) return locked.done; // another run moved on
      const taken = await takenEmails(
        tx,
        chunk.map((r) => r.email),
      );
      const items: NewVirtual[] = [];
      chunk.forEach((row, i) => {
        // an image deleted since the check: the next picture of the library
        const image =
          (row.image && images.get(row.image)) || fallback[(start + i) % Math.max(1, fallback.length)];
        if (!taken.has(row.email) && image)
          items.push({ row: row as VirtualProfileRow, image, importRow: start + i });
      });
      const ids = await insertVirtualMembers(tx, current.createdBy, items, id);
      await writeAudit(tx, null, {
        action: 'member.virtual.create',
        entity: 'virtualProfileImport',
        entityId: id,
        after: {
          rows: [start + 1, start + chunk.length],
          members: ids,
          skipped: chunk.length - items.length,
        },
      });
      // and in each new member's History: made by this import, from this row of the file
      await writeAudits(
        tx,
        null,
        ids.map((memberId, i) => ({
          action: 'member.virtual.import',
          entity: 'member',
          entityId: memberId,
          after: { import: id, row: (items[i]?.importRow ?? 0) + 1, email: items[i]?.row.email },
        })),
      );
      await tx
        .update(imports)
        .set({ status: 'running', done: start + chunk.length, modifiedAt: new Date() })
        .where(eq(imports.id, id));
      return start + chunk.length;
    });
  }
  const [{ made } = { made: 0 }] = await db
    .select({ made: sql<number>`count(*)::int` })
    .from(schema.virtualProfiles)
    .where(eq(schema.virtualProfiles.importId, id));
  const skipped = current.total - made;
  await db
    .update(imports)
    .set({
      status: 'done',
      rows: [],
      message: v.imported(made) + (skipped > 0 ? ` (${skipped} skipped: e-mail already used)` : ''),
      modifiedAt: new Date(),
    })
    .where(and(eq(imports.id, id), sql`${imports.status} <> 'done'`));
  return getVirtualImport(db, id);
}

/** Imports a job should finish: queued or running (a server stopped in the middle). */
export async function unfinishedVirtualImports(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: imports.id })
    .from(imports)
    .where(sql`${imports.status} in ('queued', 'running')`);
  return rows.map((r) => r.id);
}

/** Marks an import failed with a message a person can read (the job's last word). */
export async function failVirtualImport(db: Db, id: string, error: unknown): Promise<void> {
  const reason = error instanceof Error ? error.message : String(error);
  await db
    .update(imports)
    .set({ status: 'failed', message: `${v.importFailed}: ${reason}`.slice(0, 500), modifiedAt: new Date() })
    .where(eq(imports.id, id));
}
