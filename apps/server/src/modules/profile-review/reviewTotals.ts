import { sql } from 'drizzle-orm';
import { schema, type Db } from '@orrery/db';

const t = schema.memberReviewTotals;

/** Listed members (registration complete, not pending deletion) of one status, gender and rating ('' = none). */
export interface ReviewCount {
  userStatus: string;
  gender: string;
  rating: string;
  n: number;
}

/**
 * The counts the moderation screens show, read from member_review_totals (kept by triggers; a few
 * hundred rows) instead of counting up to a million member rows. Callers sum what they need.
 */
export async function reviewCounts(db: Db): Promise<ReviewCount[]> {
  return db
    .select({ userStatus: t.userStatus, gender: t.gender, rating: t.rating, n: t.n })
    .from(t)
    .where(sql`${t.n} <> 0`);
}

/** Sums the counts that pass `keep`. */
export function sumCounts(
  counts: readonly ReviewCount[],
  keep: (c: ReviewCount) => boolean = () => true,
): number {
  return counts.reduce((total, c) => (keep(c) ? total + c.n : total), 0);
}
