import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { members } from './members';
import { timestamptz } from './timestamptz';

/** A device a member signed in from, with its push token (FCM). The newest is copied onto members. */
export const memberDevices = pgTable(
  'member_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    model: text('model'),
    osVersion: text('os_version'),
    appVersion: text('app_version'),
    /** major*10000 + minor*100 + patch. */
    appVersionCode: integer('app_version_code'),
    build: text('build'),
    language: text('language'),
    pushToken: text('push_token'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
  },
  (t) => [
    index('member_devices_member_idx').on(t.memberId, t.lastSeenAt),
    uniqueIndex('member_devices_push_token_key').on(t.pushToken),
  ],
);

export type MemberDeviceRow = typeof memberDevices.$inferSelect;
