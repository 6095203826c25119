import { asc, eq, sql } from 'drizzle-orm';
import { ENGLISH_KEY, languageMessages as m, type Language } from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { insertAudited, writeAudit, type Actor } from '../../../lib/audit';
import { badRequest, conflict, notFound } from '../../../lib/httpErrors';
import { likePattern } from '../../../lib/paging';
import { conflictOnDuplicate } from '../../../lib/pgErrors';
import type { LanguageValues } from './languageFields';

const { languages, contentKeys, translations } = schema;
type LanguageRow = typeof languages.$inferSelect;

export interface LanguageSearch {
  searchBy?: 'language' | 'key' | 'country' | 'mobileKey';
  search?: string;
}

/** Live keys per use, and per language its published translations per use (English: every live key). */
async function publishedCounts(db: Db) {
  const live = await db
    .select({ useFor: contentKeys.useFor, n: sql<number>`count(*)::int` })
    .from(contentKeys)
    .where(sql`${contentKeys.deletedAt} is null`)
    .groupBy(contentKeys.useFor);
  const rows = await db
    .select({
      languageId: translations.languageId,
      useFor: contentKeys.useFor,
      n: sql<number>`count(*)::int`,
    })
    .from(translations)
    .innerJoin(contentKeys, eq(contentKeys.id, translations.contentId))
    .where(
      sql`${contentKeys.deletedAt} is null and ${translations.isPublished} and ${translations.value} <> ''`,
    )
    .groupBy(translations.languageId, contentKeys.useFor);
  const all = { mobile: 0, server: 0 };
  for (const r of live) all[r.useFor] = r.n;
  const byLanguage = new Map<string, { mobile: number; server: number }>();
  for (const r of rows) {
    const entry = byLanguage.get(r.languageId) ?? { mobile: 0, server: 0 };
    entry[r.useFor] = r.n;
    byLanguage.set(r.languageId, entry);
  }
  return (row: LanguageRow) =>
    row.key === ENGLISH_KEY ? all : (byLanguage.get(row.id) ?? { mobile: 0, server: 0 });
}

const toLanguage = (row: LanguageRow, counts: { mobile: number; server: number }): Language => ({
  _id: row.id,
  language: row.language,
  key: row.key,
  country: row.country,
  isoCode: row.isoCode,
  mobileKey: row.mobileKey,
  serverPublish: counts.server,
  mobilePublish: counts.mobile,
  totalPublish: counts.server + counts.mobile,
  createdAt: row.createdAt.toISOString(),
  modifiedAt: row.modifiedAt.toISOString(),
  version: row.version,
});

/** One page of languages, English first then by name, with their published counts. */
export async function listLanguages(db: Db, search: LanguageSearch, skip: number, limit: number) {
  const column = languages[search.searchBy ?? 'language'];
  const where = search.search?.trim() ? sql`${column} ilike ${likePattern(search.search.trim())}` : undefined;
  const [rows, [total], countsOf] = await Promise.all([
    db
      .select()
      .from(languages)
      .where(where)
      .orderBy(sql`${languages.key} = ${ENGLISH_KEY} desc`, asc(languages.language), asc(languages.id))
      .offset(skip)
      .limit(limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(languages)
      .where(where),
    publishedCounts(db),
  ]);
  return {
    item: rows.map((r) => toLanguage(r, countsOf(r))),
    pagination: { total: total?.n ?? 0, skip, limit },
  };
}

export async function languageChoices(db: Db) {
  const rows = await db
    .select()
    .from(languages)
    .orderBy(sql`${languages.key} = ${ENGLISH_KEY} desc`, asc(languages.language));
  return rows.map((r) => ({ _id: r.id, key: r.key, language: r.language, mobileKey: r.mobileKey }));
}

export async function findLanguage(db: Db, id: string, lock = false): Promise<LanguageRow> {
  const query = db.select().from(languages).where(eq(languages.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(m.languageNotFound);
  return row;
}

async function keyFree(db: Db, key: string, exceptId?: string): Promise<void> {
  const [clash] = await db
    .select({ id: languages.id })
    .from(languages)
    .where(eq(languages.key, key))
    .limit(1);
  if (clash && clash.id !== exceptId) throw conflict(m.languageKeyTaken(key));
}

const single = async (db: Db, row: LanguageRow) => toLanguage(row, (await publishedCounts(db))(row));

export async function addLanguage(db: Db, actor: Actor, values: LanguageValues): Promise<Language> {
  const row = await conflictOnDuplicate(m.languageKeyTaken(values.key), () =>
    db.transaction(async (tx) => {
      await keyFree(tx, values.key);
      return insertAudited(
        tx,
        actor,
        languages,
        { ...values, modifiedBy: actor.id },
        { action: 'language.add', entity: 'language' },
      );
    }),
  );
  return single(db, row);
}

/** Saves a language over the version loaded (409 when stale); English keeps its name and key. */
export async function updateLanguage(
  db: Db,
  actor: Actor,
  id: string,
  version: number,
  values: LanguageValues,
): Promise<Language> {
  const row = await conflictOnDuplicate(m.languageKeyTaken(values.key), () =>
    db.transaction(async (tx) => {
      const before = await findLanguage(tx, id, true);
      if (before.version !== version) throw conflict(m.staleLanguage);
      if (before.key === ENGLISH_KEY && (values.key !== ENGLISH_KEY || values.language !== before.language))
        throw badRequest(m.englishNotRenamed);
      if (values.key === ENGLISH_KEY && before.key !== ENGLISH_KEY)
        throw conflict(m.languageKeyTaken(ENGLISH_KEY));
      await keyFree(tx, values.key, id);
      const [saved] = await tx
        .update(languages)
        .set({ ...values, modifiedAt: new Date(), modifiedBy: actor.id, version: before.version + 1 })
        .where(eq(languages.id, id))
        .returning();
      if (!saved) throw notFound(m.languageNotFound);
      await writeAudit(tx, actor, {
        action: 'language.update',
        entity: 'language',
        entityId: id,
        before,
        after: saved,
      });
      return saved;
    }),
  );
  return single(db, row);
}

/** Deletes a language and its translations (English cannot be deleted). */
export async function deleteLanguage(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findLanguage(tx, id, true);
    if (before.key === ENGLISH_KEY) throw badRequest(m.englishNotDeletable);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(translations)
      .where(eq(translations.languageId, id));
    await tx.delete(languages).where(eq(languages.id, id));
    await writeAudit(tx, actor, {
      action: 'language.delete',
      entity: 'language',
      entityId: id,
      before: { ...before, translations: n },
    });
  });
}
