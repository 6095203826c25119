import { and, eq, sql } from 'drizzle-orm';
import { pairMessages, type PairImport } from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import type { PairImportRow } from '@orrery/db/schema';
import { insertAudited, type Actor } from '../../lib/audit';
import { HttpError, notFound } from '../../lib/httpErrors';
import { mapInSlices } from '../../lib/slices';
import { groupGrew, insertGroup } from './groups';
import { birthOf, storedPerson } from './people';
import { personOfRow, readPairFile, rowRefusal } from './pairFile';

const { pairImports, pairs, pairGroups } = schema;

/** A file up to this many rows is imported before the call answers; a larger one by the job. */
export const IMPORT_CHUNK = 500;
/**
 * Rows written per transaction: each pair carries both people's charts, and on PGlite a request waits for
 * the transaction under way, so it stays short.
 */
const WRITE_CHUNK = 100;

/** An import as its status shows it: without its rows (up to the file's size of JSON). */
const importColumns = {
  id: pairImports.id,
  groupId: pairImports.groupId,
  status: pairImports.status,
  total: pairImports.total,
  done: pairImports.done,
  message: pairImports.message,
};
type ImportRow = { [K in keyof typeof importColumns]: (typeof pairImports.$inferSelect)[K] };

const toImport = (row: ImportRow, groupName: string): PairImport => ({
  _id: row.id,
  groupId: row.groupId,
  groupName,
  status: row.status as PairImport['status'],
  total: row.total,
  done: row.done,
  message: row.message,
});

/** Runs `make` for both people of each row; a refusal names the row and both people. */
function eachRow<T>(
  rows: PairImportRow[],
  lineOf: (i: number) => number,
  make: (row: PairImportRow) => T,
): Promise<T[]> {
  return mapInSlices(rows, (row, i) => {
    try {
      return make(row);
    } catch (error) {
      if (error instanceof HttpError) throw rowRefusal(lineOf(i), row.name1, row.name2, error.message);
      throw error;
    }
  });
}

/**
 * A file import: the whole file checked (cells, then every birth time in its zone) before anything is
 * written; then one transaction creates the group, the import with its rows and the audit row. The
 * pairs themselves are written by `runImport`, in chunks, at once for a small file or by the job.
 */
export async function startImport(
  db: Db,
  actor: Actor,
  groupName: string,
  fileName: string,
  data: Buffer,
): Promise<PairImport> {
  const read = await readPairFile(data);
  // every birth time in the zone of its place, found once: the job then only computes the charts
  const rows = await eachRow(
    read.rows,
    (i) => read.lines[i] ?? i + 2,
    (row) => ({
      ...row,
      birth1: birthOf(personOfRow(row, 1), row.name1),
      birth2: birthOf(personOfRow(row, 2), row.name2),
    }),
  );
  const row = await db.transaction(async (tx) => {
    const group = await insertGroup(tx, actor, groupName);
    return insertAudited(
      tx,
      actor,
      pairImports,
      {
        groupId: group.id,
        fileName: fileName.slice(0, 200),
        total: rows.length,
        rows,
        message: pairMessages.importQueued(rows.length),
        createdBy: actor.id,
      },
      {
        action: 'pair.import',
        entity: 'pairImport',
        view: (created) => ({
          group: group.name,
          groupId: group.id,
          fileName: created.fileName,
          pairs: rows.length,
        }),
      },
    );
  });
  return toImport(row, groupName.trim());
}

export async function getImport(db: Db, id: string): Promise<PairImport> {
  const [found] = await db
    .select({ row: importColumns, groupName: pairGroups.name })
    .from(pairImports)
    .innerJoin(pairGroups, eq(pairGroups.id, pairImports.groupId))
    .where(eq(pairImports.id, id));
  if (!found) throw notFound(pairMessages.importNotFound);
  return toImport(found.row, found.groupName);
}

/**
 * Writes the import's remaining rows, a chunk a transaction, each moving `done` on in the same
 * transaction; the rows' (import, row) key makes a resumed or doubled run skip what is already in.
 * Safe to call again after a crash: it goes on from `done`. Answers the import's final state.
 */
export async function runImport(db: Db, id: string): Promise<PairImport> {
  const [current] = await db.select().from(pairImports).where(eq(pairImports.id, id));
  if (!current) throw notFound(pairMessages.importNotFound);
  if (current.status === 'done' || current.status === 'failed') return getImport(db, id);
  let from: number | null = current.done;
  while (from !== null && from < current.total) {
    const start: number = from;
    const chunk = current.rows.slice(start, start + WRITE_CHUNK);
    if (!chunk.length) break; // rows already cleared: the import finished meanwhile
    const people = await eachRow(
      chunk,
      (i) => start + i + 2,
      (row) => ({
        a: storedPerson(personOfRow(row, 1), row.name1, row.birth1),
        b: storedPerson(personOfRow(row, 2), row.name2, row.birth2),
      }),
    );
    from = await db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ done: pairImports.done })
        .from(pairImports)
        .where(eq(pairImports.id, id))
        .for('update');
      if (!locked) return null; // deleted with its group
      if (locked.done !== start) return locked.done; // another run moved on
      const added = await tx
        .insert(pairs)
        .values(
          people.map((p, i) => ({
            groupId: current.groupId,
            userA: p.a,
            userB: p.b,
            importId: id,
            importRow: start + i,
            createdBy: current.createdBy,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: pairs.id });
      await groupGrew(tx, null, current.groupId, added.length);
      await tx
        .update(pairImports)
        .set({ status: 'running', done: start + chunk.length, modifiedAt: new Date() })
        .where(eq(pairImports.id, id));
      return start + chunk.length;
    });
  }
  if (from === null) throw notFound(pairMessages.importNotFound);
  await db
    .update(pairImports)
    // the checked rows are no longer needed once every pair is in
    .set({ status: 'done', rows: [], message: pairMessages.imported(current.total), modifiedAt: new Date() })
    .where(and(eq(pairImports.id, id), sql`${pairImports.status} <> 'done'`));
  return getImport(db, id);
}

/** Imports a job should finish: queued or running (a server stopped in the middle). */
export async function unfinishedImports(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: pairImports.id })
    .from(pairImports)
    .where(sql`${pairImports.status} in ('queued', 'running')`);
  return rows.map((r) => r.id);
}
