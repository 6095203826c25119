import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Members the moderation screens list (registration complete, not pending deletion) counted per
 * review status, gender and photo rating, kept by statement-level triggers on members (see the
 * `review_totals` migration): the Profiles counters and the Profiles V2 tab counts read a few hundred
 * rows instead of counting a million. Empty string stands for "none" (no gender, not rated).
 */
export const memberReviewTotals = pgTable(
  'member_review_totals',
  {
    userStatus: text('user_status').notNull(),
    gender: text('gender').notNull(),
    rating: text('rating').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'member_review_totals_pkey', columns: [t.userStatus, t.gender, t.rating] })],
);
