import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  reviewQueueStatuses,
  statusOfTab,
  type ProfilesStatusListAnswer,
  type ProfilesStatusListQuery,
  type UserStatus,
} from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { paging } from '../../lib/paging';
import { loadProfileCards } from '../../lib/profileCards';
import { reviewCounts, sumCounts, type ReviewCount } from '../../lib/reviewTotals';
import { searchCondition } from '../user/memberFilters';

const { members } = schema;

/** Members a moderator reviews: registration complete, not pending deletion (members_review_status_idx). */
const reviewable = sql`${members.isRegistrationComplete} and not ${members.isDeleted}`;

const searchFields = { name: 'nickName', identifier: 'identifier', userId: '_id' } as const;

const statusOf = (status: ProfilesStatusListQuery['status']): UserStatus =>
  (typeof status === 'number' ? statusOfTab(status) : status) ?? 'pending';

/** The whole Pending, Reverify_1 and Reverify_2 queues (not narrowed by search or gender). */
function queueCounts(all: readonly ReviewCount[]) {
  const of = (status: UserStatus) => sumCounts(all, (c) => c.userStatus === status);
  return {
    pendingTotalCount: of('pending'),
    reverifyOneTotalCount: of('reverify_1'),
    reverifyTwoTotalCount: of('reverify_2'),
  };
}

/**
 * The tab's total: without a search, from member_review_totals (kept by triggers; counting 500,000
 * approved members would take a quarter of a second); with one, counted.
 */
async function tabTotal(db: Db, where: SQL | undefined, status: UserStatus, query: ProfilesStatusListQuery) {
  if (query.search?.trim()) {
    const [row] = await db.select({ n: count() }).from(members).where(where);
    return row?.n ?? 0;
  }
  const counts = await reviewCounts(db, { gender: query.gender || undefined });
  return sumCounts(counts, (c) => c.userStatus === status);
}

/**
 * `POST /api/profiles/profiles-status-list`: one page of a tab. Queue tabs (pending, reverify_1,
 * reverify_2) oldest modified first, first come first served; the others newest first.
 */
export async function listProfileStatuses(
  db: Db,
  query: ProfilesStatusListQuery,
): Promise<ProfilesStatusListAnswer> {
  const { pageNo, pageLimit, offset } = paging(query);
  const status = statusOf(query.status);
  const where: SQL | undefined = and(
    reviewable,
    eq(members.userStatus, status),
    query.gender ? eq(members.gender, query.gender) : undefined,
    searchCondition({ search: query.search, searchBy: searchFields[query.searchBy ?? 'name'] }),
  );
  const queue = reviewQueueStatuses.includes(status);
  const order = queue
    ? [asc(members.modifiedAt), asc(members.id)]
    : [desc(members.modifiedAt), desc(members.id)];
  const [ids, totalCount, all] = await Promise.all([
    db
      .select({ id: members.id })
      .from(members)
      .where(where)
      .orderBy(...order)
      .limit(pageLimit)
      .offset(offset),
    tabTotal(db, where, status, query),
    reviewCounts(db),
  ]);
  return {
    items: await loadProfileCards(
      db,
      ids.map((r) => r.id),
    ),
    ...queueCounts(all),
    pagination: {
      total: totalCount,
      current: pageNo,
      totalPages: Math.ceil(totalCount / pageLimit),
      pageLimit,
    },
  };
}
