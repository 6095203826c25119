import { and, asc, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { languageMessages as m, type ContentKey, type ContentType, type ContentUse } from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { insertAudited, writeAudit, type Actor } from '../../../lib/audit';
import { badRequest, conflict, notFound } from '../../../lib/httpErrors';
import { likePattern } from '../../../lib/paging';
import { conflictOnDuplicate } from '../../../lib/pgErrors';
import type { ContentValues } from './contentFields';
import { contentKeysOf, type ContentRow } from './contentRows';

const { contentKeys } = schema;

export const CONTENT_SORTS = ['category', 'key', 'base', 'createdAt', 'modifiedAt'] as const;
export type ContentSort = (typeof CONTENT_SORTS)[number];

export interface ContentSearch {
  useFor?: ContentUse;
  category?: string;
  key?: string;
  type?: ContentType;
  searchBy?: 'category' | 'key' | 'base';
  search?: string;
  sortBy?: ContentSort;
  orderBy?: 'asc' | 'desc';
}

/** The filters of the content lists: exact category/key/type, a part of category, key or base text. */
export function contentFilters(search: ContentSearch): SQL[] {
  const where: SQL[] = [];
  if (search.useFor) where.push(eq(contentKeys.useFor, search.useFor));
  if (search.category?.trim()) where.push(eq(contentKeys.category, search.category.trim()));
  if (search.key?.trim()) where.push(eq(contentKeys.key, search.key.trim()));
  if (search.type) where.push(eq(contentKeys.type, search.type));
  if (search.search?.trim())
    where.push(sql`${contentKeys[search.searchBy ?? 'key']} ilike ${likePattern(search.search.trim())}`);
  return where;
}

async function page(db: Db, where: SQL | undefined, order: SQL[], skip: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contentKeys)
      .where(where)
      .orderBy(...order, asc(contentKeys.id))
      .offset(skip)
      .limit(limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(contentKeys)
      .where(where),
  ]);
  return { item: await contentKeysOf(db, rows), pagination: { total: total?.n ?? 0, skip, limit } };
}

/** Live content keys (tabs Mobile and Server), by category then key unless sorted otherwise. */
export function listContent(db: Db, search: ContentSearch, skip: number, limit: number) {
  const direction = search.orderBy === 'desc' ? desc : asc;
  const order = search.sortBy
    ? [direction(contentKeys[search.sortBy])]
    : [asc(contentKeys.category), asc(contentKeys.key)];
  return page(db, and(isNull(contentKeys.deletedAt), ...contentFilters(search)), order, skip, limit);
}

/** Deleted keys (tab Deleted Key), the latest deleted first, with their translations. */
export function listDeleted(db: Db, search: ContentSearch, skip: number, limit: number) {
  const where = and(isNotNull(contentKeys.deletedAt), ...contentFilters(search));
  return page(db, where, [desc(contentKeys.deletedAt)], skip, limit);
}

/** Live keys (with their category) of one use and category, by key. */
export async function keyList(db: Db, useFor?: ContentUse, category?: string) {
  return db
    .select({ key: contentKeys.key, category: contentKeys.category })
    .from(contentKeys)
    .where(and(isNull(contentKeys.deletedAt), ...contentFilters({ useFor, category })))
    .orderBy(asc(contentKeys.key))
    .limit(10000);
}

/** The categories in use (of one use, containing a typed part), by name. */
export async function categoryList(db: Db, useFor?: ContentUse, part?: string) {
  return db
    .selectDistinct({ category: contentKeys.category })
    .from(contentKeys)
    .where(
      and(
        isNull(contentKeys.deletedAt),
        ...contentFilters({ useFor }),
        part?.trim() ? sql`${contentKeys.category} ilike ${likePattern(part.trim())}` : undefined,
      ),
    )
    .orderBy(asc(contentKeys.category))
    .limit(1000);
}

export async function findContent(db: Db, id: string, lock = false): Promise<ContentRow> {
  const query = db.select().from(contentKeys).where(eq(contentKeys.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(m.contentNotFound);
  return row;
}

async function keyFree(db: Db, useFor: ContentUse, key: string, exceptId?: string) {
  const [clash] = await db
    .select({ id: contentKeys.id })
    .from(contentKeys)
    .where(and(eq(contentKeys.useFor, useFor), eq(contentKeys.key, key), isNull(contentKeys.deletedAt)))
    .limit(1);
  if (clash && clash.id !== exceptId) throw conflict(m.keyTaken(key));
}

const one = async (db: Db, row: ContentRow) => (await contentKeysOf(db, [row]))[0] as ContentKey;

export async function addContent(db: Db, actor: Actor, values: ContentValues): Promise<ContentKey> {
  const row = await conflictOnDuplicate(m.keyTaken(values.key), () =>
    db.transaction(async (tx) => {
      await keyFree(tx, values.useFor, values.key);
      return insertAudited(
        tx,
        actor,
        contentKeys,
        { ...values, modifiedBy: actor.id },
        { action: 'content.add', entity: 'content' },
      );
    }),
  );
  return one(db, row);
}

/**
 * One change of a live key's row under the key check: the row locked, `check` run on it, the change
 * written with a new version and audited as `action`; answers the key as saved.
 */
async function saveContent(
  db: Db,
  actor: Actor,
  id: string,
  key: string,
  action: string,
  change: (before: ContentRow, tx: Db) => Promise<Partial<ContentValues> & { deletedAt?: null }>,
): Promise<ContentKey> {
  const row = await conflictOnDuplicate(m.keyTaken(key), () =>
    db.transaction(async (tx) => {
      const before = await findContent(tx, id, true);
      const values = await change(before, tx);
      const [saved] = await tx
        .update(contentKeys)
        .set({ ...values, modifiedAt: new Date(), modifiedBy: actor.id, version: before.version + 1 })
        .where(eq(contentKeys.id, id))
        .returning();
      if (!saved) throw notFound(m.contentNotFound);
      await writeAudit(tx, actor, { action, entity: 'content', entityId: id, before, after: saved });
      return saved;
    }),
  );
  return one(db, row);
}

/** Saves a live key over the version loaded: 409 when it changed since, or its key is taken. */
export function updateContent(db: Db, actor: Actor, id: string, version: number, values: ContentValues) {
  return saveContent(db, actor, id, values.key, 'content.update', async (before, tx) => {
    if (before.deletedAt) throw notFound(m.contentNotFound);
    if (before.version !== version) throw conflict(m.staleContent);
    await keyFree(tx, values.useFor, values.key, id);
    return values;
  });
}

/** Moves a key to Deleted Key, its translations kept. */
export async function deleteContent(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findContent(tx, id, true);
    if (before.deletedAt) throw notFound(m.contentNotFound);
    const now = new Date();
    await tx
      .update(contentKeys)
      .set({ deletedAt: now, modifiedAt: now, modifiedBy: actor.id, version: before.version + 1 })
      .where(eq(contentKeys.id, id));
    await writeAudit(tx, actor, { action: 'content.delete', entity: 'content', entityId: id, before });
  });
}

/** Brings a deleted key back with its translations (409 when a live key took its name meanwhile). */
export async function restoreContent(db: Db, actor: Actor, id: string): Promise<ContentKey> {
  const { key } = await findContent(db, id);
  return saveContent(db, actor, id, key, 'content.restore', async (before, tx) => {
    if (!before.deletedAt) throw badRequest(m.notDeleted);
    await keyFree(tx, before.useFor, before.key);
    return { deletedAt: null };
  });
}
