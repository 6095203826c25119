import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { members } from './members';
import { timestamptz } from './timestamptz';

/**
 * A report one member made about another in the app (each report has its
 * user, createdAt, reason and text). Reasons are `user_report` and `bug_report` (shown as User Report
 * and Bug Report). The reported member's summary (reported_count, reporters_count, last_reported_at
 * on members) is kept by statement triggers (see the migration). When the reporter's account is
 * purged the report stays with no reporter: the console shows Deleted User.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportedId: uuid('reported_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id').references(() => members.id, { onDelete: 'set null' }),
    reason: text('reason').notNull().default('user_report'),
    text: text('text').notNull().default(''),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('reports_reported_idx').on(t.reportedId, t.createdAt),
    index('reports_reporter_idx').on(t.reporterId),
  ],
);

export type ReportRow = typeof reports.$inferSelect;
