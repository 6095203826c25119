import { asc, inArray, sql } from 'drizzle-orm';
import type { ContentKey, TranslateEntry } from '@orrery/contract';
import { schema, type Db } from '@orrery/db';

const { languages, translations } = schema;
export type ContentRow = typeof schema.contentKeys.$inferSelect;

/** Every language's entry for these keys: its text and state (English: the base, always published). */
export async function translateLists(db: Db, rows: ContentRow[]): Promise<Map<string, TranslateEntry[]>> {
  const out = new Map<string, TranslateEntry[]>(rows.map((r) => [r.id, []]));
  if (!rows.length) return out;
  const [langs, texts] = await Promise.all([
    db
      .select()
      .from(languages)
      .orderBy(sql`${languages.key} = 'EN' desc`, asc(languages.language)),
    db
      .select()
      .from(translations)
      .where(
        inArray(
          translations.contentId,
          rows.map((r) => r.id),
        ),
      ),
  ]);
  const text = new Map(texts.map((t) => [`${t.contentId}:${t.languageId}`, t]));
  for (const row of rows)
    for (const lang of langs) {
      const t = text.get(`${row.id}:${lang.id}`);
      const english = lang.key === 'EN';
      out.get(row.id)?.push({
        languageId: lang.id,
        value: english ? row.base : (t?.value ?? ''),
        isPublished: english ? true : (t?.isPublished ?? false),
        isoCode: lang.isoCode,
        latest: t?.latest ?? null,
      });
    }
  return out;
}

export const toContentKey = (row: ContentRow, translate: TranslateEntry[]): ContentKey => ({
  _id: row.id,
  category: row.category,
  key: row.key,
  base: row.base,
  type: row.type,
  useFor: row.useFor,
  functionName: row.functionName,
  publish: row.publish,
  deletedAt: row.deletedAt?.toISOString() ?? null,
  modifiedAt: row.modifiedAt.toISOString(),
  version: row.version,
  translate,
});

export async function contentKeysOf(db: Db, rows: ContentRow[]): Promise<ContentKey[]> {
  const lists = await translateLists(db, rows);
  return rows.map((r) => toContentKey(r, lists.get(r.id) ?? []));
}
