import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { jsonb } from './jsonb';

const tz = { withTimezone: true, mode: 'date' } as const;

/** App settings, key/value: e.g. user_data_delete_time_period = 60 (days). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  modifiedAt: timestamp('modified_at', tz).notNull().defaultNow(),
  modifiedBy: uuid('modified_by'),
});
