import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { schema, type Db } from '@orrery/db';

const { contentKeys, languages, translations } = schema;

/** A language named by its key (EN, PT), its mobile key (en, pt_BR) or either in any case. */
export const languageMatches = (language: string) =>
  or(
    sql`lower(${languages.key}) = lower(${language})`,
    sql`lower(${languages.mobileKey}) = lower(${language})`,
  );

/**
 * The published text of a content key in a language (its key EN/PT or mobile key en/pt_BR, any case):
 * the language's published, non-empty translation of a live, published key; otherwise the English
 * text (the key's base). Undefined when no live key has that name. Server keys win over mobile ones.
 */
export async function publishedText(db: Db, key: string, language: string): Promise<string | undefined> {
  const [row] = await db
    .select({
      base: contentKeys.base,
      publish: contentKeys.publish,
      value: translations.value,
      isPublished: translations.isPublished,
    })
    .from(contentKeys)
    .leftJoin(
      translations,
      and(
        eq(translations.contentId, contentKeys.id),
        sql`${translations.languageId} = (select ${languages.id} from ${languages} where ${languageMatches(language)} limit 1)`,
      ),
    )
    .where(and(eq(contentKeys.key, key), isNull(contentKeys.deletedAt)))
    .orderBy(sql`${contentKeys.useFor} = 'server' desc`, asc(contentKeys.createdAt))
    .limit(1);
  if (!row) return undefined;
  if (row.publish && row.isPublished && row.value) return row.value;
  return row.base;
}
