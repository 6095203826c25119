import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { admins } from './admins';
import { timestamptz } from './timestamptz';

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('otp_codes_admin_id_idx').on(t.adminId)],
);
