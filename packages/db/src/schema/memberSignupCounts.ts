import { bigint, boolean, date, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * Members counted by sign-up day and what the analytics charts filter on, kept by a statement trigger on
 * members (migration 0028, as member_totals), so that a year of sign-ups (gender, onboarding, completion,
 * drop-off) reads a few thousand rows instead of a million members. '' stands for none.
 */
export const memberSignupCounts = pgTable(
  'member_signup_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    countryCode: text('country_code').notNull(),
    gender: text('gender').notNull(),
    isDeleted: boolean('is_deleted').notNull(),
    isRegistrationComplete: boolean('is_registration_complete').notNull(),
    onboardingStage: smallint('onboarding_stage').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'member_signup_counts_pkey',
      columns: [t.day, t.countryCode, t.gender, t.isDeleted, t.isRegistrationComplete, t.onboardingStage],
    }),
  ],
);

/** Members counted by country (code and name as recorded), city and gender, kept by the same trigger. */
export const memberPlaceCounts = pgTable(
  'member_place_counts',
  {
    countryCode: text('country_code').notNull(),
    country: text('country').notNull(),
    city: text('city').notNull(),
    gender: text('gender').notNull(),
    isDeleted: boolean('is_deleted').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'member_place_counts_pkey',
      columns: [t.countryCode, t.country, t.city, t.gender, t.isDeleted],
    }),
  ],
);
