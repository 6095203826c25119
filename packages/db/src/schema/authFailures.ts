import { bigserial, index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './timestamptz';

/** Failed sign-in steps, counted per identifier and per IP for the 15-minute lockout. */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    identifier: text('identifier').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('auth_failures_identifier_idx').on(t.identifier, t.createdAt),
    index('auth_failures_ip_idx').on(t.ip, t.createdAt),
  ],
);
