import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { jsonb } from './jsonb';
import { timestamptz } from './timestamptz';

/**
 * A language of the app: language name (first letter capitalised), key (upper-case
 * code, EN for English), country, isoCode (first two characters of the country's code) and mobileKey
 * (the code the mobile app uses, e.g. en or pt_BR).
 */
export const languages = pgTable(
  'languages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    language: text('language').notNull(),
    key: text('key').notNull(),
    country: text('country').notNull(),
    isoCode: text('iso_code').notNull(),
    mobileKey: text('mobile_key').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    modifiedAt: timestamptz('modified_at').notNull().defaultNow(),
    modifiedBy: uuid('modified_by'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('languages_key_key').on(t.key),
    index('languages_created_at_idx').on(t.createdAt, t.id),
  ],
);

/**
 * A content key: one text of the mobile app or the server, its English base text, its type (static, or
 * function_base with a Dart helper named functionName) and where it is used. A deleted key keeps its
 * translations (deletedAt set) and can be restored.
 */
export const contentKeys = pgTable(
  'content_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    category: text('category').notNull(),
    key: text('key').notNull(),
    base: text('base').notNull(),
    type: text('type').$type<'static' | 'function_base'>().notNull(),
    useFor: text('use_for').$type<'mobile' | 'server'>().notNull(),
    functionName: text('function_name'),
    publish: boolean('publish').notNull().default(true),
    deletedAt: timestamptz('deleted_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    modifiedAt: timestamptz('modified_at').notNull().defaultNow(),
    modifiedBy: uuid('modified_by'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('content_keys_live_key')
      .on(t.useFor, t.key)
      .where(sql`${t.deletedAt} is null`),
    index('content_keys_list_idx').on(t.useFor, t.category, t.key),
    index('content_keys_key_idx').on(t.key),
  ],
);

/** A content key's text in one language; latest is the machine-translated suggestion when there is one. */
export const translations = pgTable(
  'translations',
  {
    contentId: uuid('content_id')
      .notNull()
      .references(() => contentKeys.id, { onDelete: 'cascade' }),
    languageId: uuid('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    value: text('value').notNull().default(''),
    isPublished: boolean('is_published').notNull().default(false),
    latest: text('latest'),
    modifiedAt: timestamptz('modified_at').notNull().defaultNow(),
    modifiedBy: uuid('modified_by'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.contentId, t.languageId] }),
    index('translations_language_idx').on(t.languageId),
  ],
);

/** One entry per saved Dart/JSON export version: its number, when, by whom, and the texts it carried. */
export const contentExports = pgTable(
  'content_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: text('version').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    createdBy: uuid('created_by'),
    /** key -> base text of every live mobile key when the version was saved (for the diff). */
    snapshot: jsonb('snapshot').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [index('content_exports_created_at_idx').on(t.createdAt)],
);
