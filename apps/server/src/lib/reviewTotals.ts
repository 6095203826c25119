import { and, eq, sql, type SQL } from 'drizzle-orm';
import { schema, type Db } from '@orrery/db';

const t = schema.memberReviewTotals;

/** Listed members (registration complete, not pending deletion) of one status and rating ('' = unrated). */
export interface ReviewCount {
  userStatus: string;
  rating: string;
  n: number;
}

/**
 * The counts the moderation screens show, read from member_review_totals (kept by triggers) instead of
 * counting up to a million member rows: per status and rating, for one gender or all.
 */
export async function reviewCounts(db: Db, filter: { gender?: string } = {}): Promise<ReviewCount[]> {
  const where: SQL[] = [sql`${t.n} <> 0`];
  if (filter.gender) where.push(eq(t.gender, filter.gender));
  return db
    .select({ userStatus: t.userStatus, rating: t.rating, n: sql<number>`sum(${t.n})`.mapWith(Number) })
    .from(t)
    .where(and(...where))
    .groupBy(t.userStatus, t.rating);
}

/** Sums the counts that pass `keep`. */
export function sumCounts(
  counts: readonly ReviewCount[],
  keep: (c: ReviewCount) => boolean = () => true,
): number {
  return counts.reduce((total, c) => (keep(c) ? total + c.n : total), 0);
}
