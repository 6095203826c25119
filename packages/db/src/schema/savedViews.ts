import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { jsonb } from './jsonb';
import { timestamptz } from './timestamptz';

/**
 * A saved view of a list (the members list): its name, the list's state as the address carries it
 * (filters, sort, tab, page size) and the columns shown; private to its owner or shared with all staff.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').notNull(),
    list: text('list').notNull(),
    name: text('name').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    columns: jsonb('columns').$type<string[]>().notNull(),
    shared: boolean('shared').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_views_owner_name_key').on(t.ownerId, t.list, t.name),
    index('saved_views_list_idx').on(t.list, t.shared),
  ],
);
