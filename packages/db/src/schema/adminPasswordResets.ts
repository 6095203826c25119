import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins } from './admins';
import { timestamptz } from './timestamptz';

/**
 * A one-time link a superadmin had mailed to an admin to set a new password: only the token's hash is
 * kept; it works once, until `expiresAt`.
 */
export const adminPasswordResets = pgTable(
  'admin_password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [
    uniqueIndex('admin_password_resets_token_hash_key').on(t.tokenHash),
    index('admin_password_resets_admin_id_idx').on(t.adminId),
  ],
);
