import { and, count, desc, eq, gte, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { ProfilesListAnswer, ProfilesListQuery } from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { cappedCount, type CappedCount } from '../../lib/cappedCount';
import { dayRange } from '../../lib/dates';
import { paging } from '../../lib/paging';
import { profileSearchCondition } from '../members';
import { listedForModeration, loadProfileCards, reviewCounts, sumCounts } from '../profile-review';

const { members } = schema;

/**
 * Members on the Profiles grid matching every filter but the rating: registration complete and not
 * pending deletion (the rows of the partial indexes members_review_idx and members_rated_idx), then
 * gender, status, last-edit day range and search. Throws a 400 for future dates or a partial id.
 */
export function profilesFilter(query: ProfilesListQuery): SQL | undefined {
  const { from, to } = dayRange(query.startDate, query.endDate);
  return and(
    listedForModeration,
    query.gender ? eq(members.gender, query.gender) : undefined,
    query.status ? eq(members.userStatus, query.status) : undefined,
    from ? gte(members.modifiedAt, from) : undefined,
    to ? lte(members.modifiedAt, to) : undefined,
    profileSearchCondition(query),
  );
}

/** The rating filter on top: all (none), unrated, or one value. */
function ratingCondition(rating: ProfilesListQuery['rating']): SQL | undefined {
  if (!rating || rating === 'all') return undefined;
  if (rating === 'unrated') return isNull(members.rating);
  return eq(members.rating, rating);
}

interface Counts {
  totalUser: CappedCount;
  totalRatedUser: CappedCount;
  /** Matches of the rating filter too (the page count). */
  total: CappedCount;
}

const exact = (n: number): CappedCount => ({ n, capped: false });

/** Exact counts, the page's total taken from them by the rating filter (unrated: all less the rated). */
function exactCounts(
  rating: ProfilesListQuery['rating'],
  all: number,
  rated: number,
  ofValue: number,
): Counts {
  const total = rating === 'unrated' ? all - rated : rating && rating !== 'all' ? ofValue : all;
  return { totalUser: exact(all), totalRatedUser: exact(rated), total: exact(total) };
}

/**
 * Without a day range or a search, the counts come from member_review_totals (kept by triggers, a few
 * hundred rows). A name search counts each figure up to SEARCH_COUNT_CAP (index-only through
 * members_review_search_idx). A day range alone counts in one exact pass over the matching members
 * (index-only through members_review_idx, which holds the last edit, gender, status and rating).
 */
async function countProfiles(
  db: Db,
  query: ProfilesListQuery,
  base: SQL | undefined,
  rating: SQL | undefined,
): Promise<Counts> {
  const value = query.rating && query.rating !== 'all' && query.rating !== 'unrated' ? query.rating : null;
  if (query.search?.trim()) {
    const [totalUser, totalRatedUser, total] = await Promise.all([
      cappedCount(db, members, base),
      cappedCount(db, members, and(base, isNotNull(members.rating))),
      rating ? cappedCount(db, members, and(base, rating)) : null,
    ]);
    return { totalUser, totalRatedUser, total: total ?? totalUser };
  }
  if (!query.startDate && !query.endDate) {
    const counts = (await reviewCounts(db)).filter(
      (c) => (!query.gender || c.gender === query.gender) && (!query.status || c.userStatus === query.status),
    );
    return exactCounts(
      query.rating,
      sumCounts(counts),
      sumCounts(counts, (c) => c.rating !== ''),
      value ? sumCounts(counts, (c) => c.rating === value) : 0,
    );
  }
  const [counted] = await db
    .select({
      totalUser: count(),
      totalRatedUser: sql<number>`count(*) filter (where ${isNotNull(members.rating)})`.mapWith(Number),
      ratingTotal: sql<number>`count(*) filter (where ${eq(members.rating, value ?? '')})`.mapWith(Number),
    })
    .from(members)
    .where(base);
  return exactCounts(
    query.rating,
    counted?.totalUser ?? 0,
    counted?.totalRatedUser ?? 0,
    counted?.ratingTotal ?? 0,
  );
}

/**
 * `POST /api/user/profiles-list`: one page of cards, newest edit first (ties by id), with the member
 * and rated counts. The page's ids and the counts run side by side; then the cards load in two queries.
 */
export async function listProfiles(db: Db, query: ProfilesListQuery): Promise<ProfilesListAnswer> {
  const { pageNo, pageLimit, offset } = paging({ pageNo: query.pageNo, pageLimit: query.pageLimit ?? 100 });
  const base = profilesFilter(query);
  const rating = ratingCondition(query.rating);
  const [idRows, { totalUser, totalRatedUser, total }] = await Promise.all([
    db
      .select({ id: members.id })
      .from(members)
      .where(and(base, rating))
      .orderBy(desc(members.modifiedAt), desc(members.id))
      .limit(pageLimit)
      .offset(offset),
    countProfiles(db, query, base, rating),
  ]);
  return {
    item: await loadProfileCards(
      db,
      idRows.map((row) => row.id),
    ),
    totalUser: totalUser.n,
    totalUserCapped: totalUser.capped,
    totalRatedUser: totalRatedUser.n,
    totalRatedUserCapped: totalRatedUser.capped,
    pagination: {
      total: total.n,
      totalCapped: total.capped,
      current: pageNo,
      totalPages: Math.ceil(total.n / pageLimit),
      pageLimit,
    },
  };
}
