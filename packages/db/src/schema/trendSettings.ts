import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { jsonb } from './jsonb';
import { timestamptz } from './timestamptz';

/**
 * The Current Trends astro settings, saved as one object: one row, key 'current',
 * the whole object as JSON (flags, orbs, house type, dasha groups, transit scenario table). Read and
 * written whole; `version` grows on every save (a stale save is refused).
 */
export const astroSettings = pgTable('astro_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  modifiedAt: timestamptz('modified_at').notNull().defaultNow(),
  modifiedBy: uuid('modified_by'),
  version: integer('version').notNull().default(1),
});

/**
 * A source text of the Current Trends report, by its key
 * built from the tree's short codes (t_a_sa_squ_su, t_h_ju_07, …).
 */
export const astroSourceTexts = pgTable('astro_source_texts', {
  key: text('key').primaryKey(),
  title: text('title').notNull().default(''),
  fullText: text('full_text').notNull().default(''),
  summary: text('summary').notNull().default(''),
  keywords: text('keywords').notNull().default(''),
  lordshipNormal: text('lordship_normal').notNull().default(''),
  lordshipMulaTrikona: text('lordship_mula_trikona').notNull().default(''),
  brighuSamhitaText: text('brighu_samhita_text').notNull().default(''),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  modifiedAt: timestamptz('modified_at').notNull().defaultNow(),
  modifiedBy: uuid('modified_by'),
  version: integer('version').notNull().default(1),
});
