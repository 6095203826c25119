import { pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './timestamptz';

/**
 * Secrets the server makes for itself on first start and shares between its processes through the
 * database: e.g. `file_url_key`, which signs the short-lived links to stored files. Never answered by a route.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
