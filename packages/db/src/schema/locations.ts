import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './timestamptz';

/**
 * The location dictionary (Location List): a key (lower-case, unique), the words it
 * is also known by (tag, lower-case) and what it stands for (updateFor: locality, city, region or
 * country). The key and updateFor are fixed once added; tags are edited.
 */
export const locations = pgTable(
  'locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    tag: text('tag')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updateFor: text('update_for').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    modifiedAt: timestamptz('modified_at').notNull().defaultNow(),
    modifiedBy: uuid('modified_by'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('locations_key_key').on(t.key),
    index('locations_created_at_idx').on(t.createdAt, t.id),
  ],
);
