import { boolean, index, integer, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './timestamptz';

/**
 * Why and when an account was deleted. No foreign key: the record outlives the member row, which the
 * retention job removes for good (purged_at) after the retention period. It holds no personal data,
 * only what the analytics count (reason, dates, country, gender, birth year, device).
 */
export const memberDeletions = pgTable(
  'member_deletions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id').notNull(),
    reason: text('reason'),
    userSuggestion: text('user_suggestion'),
    usersComment: text('users_comment'),
    /** True when the member deleted the account in the app; false when an admin did. */
    deletedFromUser: boolean('deleted_from_user').notNull().default(true),
    deletedBy: uuid('deleted_by'),
    deletedAt: timestamptz('deleted_at').notNull().defaultNow(),
    purgedAt: timestamptz('purged_at'),
    memberCreatedAt: timestamptz('member_created_at'),
    memberLastLoginAt: timestamptz('member_last_login_at'),
    countryCode: text('country_code'),
    gender: text('gender'),
    birthYear: smallint('birth_year'),
    wasRegistrationComplete: boolean('was_registration_complete').notNull().default(false),
    devicePlatform: text('device_platform'),
    appVersion: text('app_version'),
    language: text('language'),
    /** Days between sign-up and deletion. */
    daysAsMember: integer('days_as_member'),
  },
  (t) => [
    index('member_deletions_deleted_at_idx').on(t.deletedAt, t.countryCode, t.gender),
    index('member_deletions_member_idx').on(t.memberId),
    index('member_deletions_reason_idx').on(t.reason, t.deletedAt),
  ],
);

export type MemberDeletionRow = typeof memberDeletions.$inferSelect;
