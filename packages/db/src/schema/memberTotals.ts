import { bigint, boolean, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Member counts per country, gender and state, kept by statement-level triggers on members (see the
 * `members` migration): the dashboard's totals read a few hundred rows instead of counting a million.
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
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'member_totals_pkey',
      columns: [t.countryCode, t.gender, t.isRegistrationComplete, t.isProfileComplete, t.isDeleted],
    }),
  ],
);
