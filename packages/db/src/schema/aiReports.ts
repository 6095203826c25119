import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { jsonb } from './jsonb';
import { admins } from './admins';
import { timestamptz } from './timestamptz';

/**
 * The AI settings kept whole under a key ('reportSettings': the AI report settings being edited;
 * 'prices': euros per million tokens per model). `version` grows on every save (409 on a stale one).
 */
export const aiSettings = pgTable('ai_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  version: integer('version').notNull().default(1),
  modifiedAt: timestamptz('modified_at').notNull().defaultNow(),
  modifiedBy: uuid('modified_by'),
});

/** What one saved version holds: one block's settings (premium or free) and the two prompts. */
export interface AiReportVersionSettings {
  selectAIengine: string;
  maxWords: number;
  maxTokens: number;
  sourceTexts_ai: string;
  promptSystem: string;
  promptUser: string;
}

/**
 * Saved versions of the AI report settings, immutable once written, numbered per membership. Exactly
 * one per membership is live (the partial unique index; a new database has version 1 of each live):
 * the one the app's report generation uses.
 */
export const aiReportVersions = pgTable(
  'ai_report_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    membership: text('membership').notNull(),
    number: integer('number').notNull(),
    settings: jsonb('settings').$type<AiReportVersionSettings>().notNull(),
    note: text('note').notNull().default(''),
    isLive: boolean('is_live').notNull().default(false),
    liveSince: timestamptz('live_since'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => admins.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
  },
  (t) => [
    uniqueIndex('ai_report_versions_number_key').on(t.membership, t.number),
    uniqueIndex('ai_report_versions_live_key')
      .on(t.membership)
      .where(sql`${t.isLive}`),
    check('ai_report_versions_membership_check', sql`${t.membership} in ('premium', 'free')`),
  ],
);
