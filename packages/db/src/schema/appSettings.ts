import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { jsonb } from './jsonb';
import { timestamptz } from './timestamptz';

/** App settings, key/value: e.g. user_data_delete_time_period = 60 (days). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  modifiedAt: timestamptz('modified_at').notNull().defaultNow(),
  modifiedBy: uuid('modified_by'),
});
