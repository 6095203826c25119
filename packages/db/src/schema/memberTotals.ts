import { bigint, boolean, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Member counts per country, gender and state (blocked too), kept by statement-level triggers on members
 * (migrations 0001 and 0010): the dashboard's totals and the members list's tab counts read a few
 * hundred rows instead of counting a million.
 * Empty string stands for "none" (no country, no gender yet).
 */
export const memberTotals = pgTable(
  'member_totals',
  {
    countryCode: text('country_code').notNull(),
    gender: text('gender').notNull(),
    isRegistrationComplete: boolean('is_registration_complete').notNull(),
    isProfileComplete: boolean('is_profile_complete').notNull(),
    isDeleted: boolean('is_deleted').notNull(),
    /** Admin-blocked: the members list's Blocked tab counts from here (migration 0010). */
    isBlocked: boolean('is_blocked').notNull().default(false),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'member_totals_pkey',
      columns: [
        t.countryCode,
        t.gender,
        t.isRegistrationComplete,
        t.isProfileComplete,
        t.isDeleted,
        t.isBlocked,
      ],
    }),
  ],
);
