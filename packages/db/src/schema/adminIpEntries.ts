import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins } from './admins';
import { timestamptz } from './timestamptz';

/**
 * An admin's IP allow-list: an IPv4 address or range and, optionally, an IPv6 one.
 * An admin with entries signs in and calls the API only from an address one of them covers.
 */
export const adminIpEntries = pgTable(
  'admin_ip_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    ipAddress: text('ip_address').notNull(),
    ip6Address: text('ip6_address'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    createdBy: uuid('created_by'),
  },
  (t) => [
    index('admin_ip_entries_admin_id_idx').on(t.adminId),
    uniqueIndex('admin_ip_entries_admin_address_key').on(t.adminId, t.ipAddress),
  ],
);
