import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { jsonb } from './jsonb';
import { admins } from './admins';
import { timestamptz } from './timestamptz';

/** An orb: the aspect key, its value in degrees (null when unset), and whether its box is ticked. */
export interface SynastrySetOrb {
  key: string;
  value: number | null;
  enabled: boolean;
}
export interface SynastrySetCategoryRow {
  label: string;
  val1: number;
  val2: number;
  val3: number;
  val4: number;
}
export interface SynastrySetRange {
  val1: number;
  val2: number;
}
export interface SynastrySetGmRow {
  label: string;
  val1: number;
  val2: number;
}
export interface SynastrySetRule {
  rules: string;
  communication: number;
  connection: number;
  energy: number;
  stability: number;
}

/**
 * A synastry rule/score set ("protocol"): how compatibility between two people is
 * scored. The scoring parts are kept whole as JSON, as they are always read and written together.
 * `version` grows on every save; stored pair results computed with an older version are stale.
 */
export const synastrySets = pgTable(
  'synastry_sets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** The admin who created the set (the signed-in admin is its owner). */
    ownerId: uuid('owner_id').references(() => admins.id, { onDelete: 'set null' }),
    notes: text('notes').notNull().default(''),
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    collections: jsonb('collections').$type<string[]>().notNull().default([]),
    planets: jsonb('planets').$type<string[]>().notNull(),
    orbs: jsonb('orbs').$type<SynastrySetOrb[]>().notNull(),
    synastryCategory: jsonb('synastry_category').$type<SynastrySetCategoryRow[]>().notNull(),
    heartLogo: jsonb('heart_logo').$type<Record<string, SynastrySetRange>>().notNull(),
    synastryVsGm: jsonb('synastry_vs_gm').$type<SynastrySetGmRow[]>().notNull(),
    synastryRules: jsonb('synastry_rules').$type<SynastrySetRule[]>().notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    modifiedAt: timestamptz('modified_at').notNull().defaultNow(),
    modifiedBy: uuid('modified_by'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('synastry_sets_name_key').on(sql`lower(${t.name})`),
    index('synastry_sets_owner_idx').on(t.ownerId),
    index('synastry_sets_created_at_idx').on(t.createdAt, t.id),
  ],
);
