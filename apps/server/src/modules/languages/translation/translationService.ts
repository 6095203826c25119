import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  ENGLISH_KEY,
  languageMessages as m,
  statusIsTag,
  type TranslationRow,
  type TranslateBody,
} from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { writeAudit, type Actor } from '../../../lib/audit';
import { badRequest, conflict, notFound } from '../../../lib/httpErrors';
import { contentFilters, findContent, type ContentSearch } from '../content-keys/contentService';
import { findLanguage } from '../languages/languageService';

const { contentKeys, translations } = schema;
type LanguageRow = Awaited<ReturnType<typeof findLanguage>>;

export interface TranslationSearch extends ContentSearch {
  status?: 'publish' | 'unPublish';
}

/** Published: a non-empty published text (English: always, it is the base). */
const publishedSql = (english: boolean) =>
  english ? sql`true` : sql`coalesce(${translations.isPublished} and ${translations.value} <> '', false)`;

const rowSelection = {
  id: contentKeys.id,
  category: contentKeys.category,
  key: contentKeys.key,
  base: contentKeys.base,
  type: contentKeys.type,
  useFor: contentKeys.useFor,
  functionName: contentKeys.functionName,
  publish: contentKeys.publish,
  value: translations.value,
  isPublished: translations.isPublished,
  latest: translations.latest,
  version: translations.version,
};
const joinOn = (languageId: string) =>
  and(eq(translations.contentId, contentKeys.id), eq(translations.languageId, languageId));
/** Live and deleted keys with the language's translation beside each. */
const withTexts = (db: Db, languageId: string) =>
  db.select(rowSelection).from(contentKeys).leftJoin(translations, joinOn(languageId));
type Selected = Awaited<ReturnType<typeof withTexts>>[number];

function toRow(r: Selected, lang: LanguageRow): TranslationRow {
  const english = lang.key === ENGLISH_KEY;
  const value = english ? r.base : (r.value ?? '');
  const isPublished = english || (!!r.isPublished && value !== '');
  return {
    _id: r.id,
    category: r.category,
    key: r.key,
    base: r.base,
    type: r.type,
    useFor: r.useFor,
    functionName: r.functionName,
    publish: r.publish,
    translate: [{ languageId: lang.id, value, isPublished, isoCode: lang.isoCode, latest: r.latest ?? null }],
    translateString: value,
    status: isPublished ? 'Published' : 'unPublish',
    version: english ? 0 : (r.version ?? 0),
  };
}

/** The translation view: a language's live keys with their texts, and the published/unpublished counts. */
export async function listTranslations(
  db: Db,
  languageId: string,
  search: TranslationSearch,
  skip: number,
  limit: number,
) {
  const lang = await findLanguage(db, languageId);
  const published = publishedSql(lang.key === ENGLISH_KEY);
  const filters: SQL[] = [isNull(contentKeys.deletedAt), ...contentFilters(search)];
  const where = and(
    ...filters,
    search.status === 'publish'
      ? published
      : search.status === 'unPublish'
        ? sql`not ${published}`
        : undefined,
  );
  const direction = search.orderBy === 'desc' ? desc : asc;
  const order = search.sortBy
    ? [direction(contentKeys[search.sortBy])]
    : [asc(contentKeys.category), asc(contentKeys.key)];
  const [rows, [counts]] = await Promise.all([
    withTexts(db, languageId)
      .where(where)
      .orderBy(...order, asc(contentKeys.id))
      .offset(skip)
      .limit(limit),
    db
      .select({
        total: sql<number>`count(*) filter (where ${where ?? sql`true`})::int`,
        published: sql<number>`count(*) filter (where ${published})::int`,
        all: sql<number>`count(*)::int`,
      })
      .from(contentKeys)
      .leftJoin(translations, joinOn(languageId))
      .where(and(...filters)),
  ]);
  const publishedCount = counts?.published ?? 0;
  return {
    item: rows.map((r) => toRow(r, lang)),
    pagination: { total: counts?.total ?? 0, skip, limit },
    publishedCount,
    unPublishCount: (counts?.all ?? 0) - publishedCount,
  };
}

export async function oneRow(db: Db, contentId: string, lang: LanguageRow): Promise<TranslationRow> {
  const [row] = await withTexts(db, lang.id).where(eq(contentKeys.id, contentId));
  if (!row) throw notFound(m.contentNotFound);
  return toRow(row, lang);
}

export async function target(db: Db, contentId: string, languageId: string) {
  const [content, lang] = await Promise.all([findContent(db, contentId, true), findLanguage(db, languageId)]);
  if (content.deletedAt) throw notFound(m.contentNotFound);
  if (lang.key === ENGLISH_KEY) throw badRequest(m.englishNotTranslated);
  const [before] = await db
    .select()
    .from(translations)
    .where(and(eq(translations.contentId, contentId), eq(translations.languageId, languageId)))
    .for('update');
  return { content, lang, before };
}

/** Saves a key's text in a language (not English) over the version loaded: 409 when it changed since. */
export async function updateTranslation(
  db: Db,
  actor: Actor,
  contentId: string,
  languageId: string,
  body: TranslateBody,
): Promise<TranslationRow> {
  const lang = await db.transaction(async (tx) => {
    const { lang, before } = await target(tx, contentId, languageId);
    if (body.version !== undefined && body.version !== (before?.version ?? 0))
      throw conflict(m.staleTranslation);
    const value = body.translate.trim();
    const isPublished = body.isPublished && value !== '';
    const set = { value, isPublished, modifiedAt: new Date(), modifiedBy: actor.id };
    const [after] = await tx
      .insert(translations)
      .values({ contentId, languageId, ...set })
      .onConflictDoUpdate({
        target: [translations.contentId, translations.languageId],
        set: { ...set, version: sql`${translations.version} + 1` },
      })
      .returning();
    await writeAudit(tx, actor, {
      action: 'translation.update',
      entity: 'translation',
      entityId: `${contentId}:${languageId}`,
      before: before ?? null,
      after,
    });
    return lang;
  });
  return oneRow(db, contentId, lang);
}

/** The status switch: texts of 50 characters or fewer only (longer ones are published from their drawer). */
export async function setPublished(
  db: Db,
  actor: Actor,
  contentId: string,
  languageId: string,
  isPublished: boolean,
): Promise<TranslationRow> {
  const lang = await db.transaction(async (tx) => {
    const { lang, before } = await target(tx, contentId, languageId);
    if (!before?.value) throw badRequest(m.nothingToPublish);
    if (statusIsTag(before.value)) throw badRequest(m.longTextSwitch);
    const [after] = await tx
      .update(translations)
      .set({ isPublished, modifiedAt: new Date(), modifiedBy: actor.id, version: before.version + 1 })
      .where(and(eq(translations.contentId, contentId), eq(translations.languageId, languageId)))
      .returning();
    await writeAudit(tx, actor, {
      action: 'translation.publish',
      entity: 'translation',
      entityId: `${contentId}:${languageId}`,
      before,
      after,
    });
    return lang;
  });
  return oneRow(db, contentId, lang);
}

/** Every live key's text in a language (get-translate), by key. */
export async function translationsOf(db: Db, languageId: string) {
  const lang = await findLanguage(db, languageId);
  const english = lang.key === ENGLISH_KEY;
  const rows = await db
    .select({
      key: contentKeys.key,
      useFor: contentKeys.useFor,
      base: contentKeys.base,
      value: translations.value,
      isPublished: translations.isPublished,
    })
    .from(contentKeys)
    .leftJoin(translations, joinOn(languageId))
    .where(isNull(contentKeys.deletedAt))
    .orderBy(asc(contentKeys.key));
  return rows.map((r) => ({
    key: r.key,
    useFor: r.useFor,
    value: english ? r.base : (r.value ?? ''),
    isPublished: english || (!!r.isPublished && !!r.value),
  }));
}
