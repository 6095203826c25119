import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const tz = { withTimezone: true, mode: 'date' } as const;

/** Failed sign-in steps, counted per identifier and per IP for the 15-minute lockout. */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    identifier: text('identifier').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [
    index('auth_failures_identifier_idx').on(t.identifier, t.createdAt),
    index('auth_failures_ip_idx').on(t.ip, t.createdAt),
  ],
);
