import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import {
  reviewQueueStatuses,
  statusOfTab,
  type ProfilesStatusListAnswer,
  type ProfilesStatusListQuery,
  type UserStatus,
} from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { cappedCount } from '../../lib/cappedCount';
import { paging } from '../../lib/paging';
import { profileSearchCondition } from '../members';
import { listedForModeration, loadProfileCards } from './profileCards';
import { reviewCounts, sumCounts, type ReviewCount } from './reviewTotals';

const { members } = schema;

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
    listedForModeration,
    eq(members.userStatus, status),
    query.gender ? eq(members.gender, query.gender) : undefined,
    profileSearchCondition(query),
  );
  const queue = reviewQueueStatuses.includes(status);
  const order = queue
    ? [asc(members.modifiedAt), asc(members.id)]
    : [desc(members.modifiedAt), desc(members.id)];
  const [ids, searched, all] = await Promise.all([
    db
      .select({ id: members.id })
      .from(members)
      .where(where)
      .orderBy(...order)
      .limit(pageLimit)
      .offset(offset),
    // a searched tab's total is counted up to SEARCH_COUNT_CAP; without a search it comes from the
    // counts kept by triggers (counting a large tab's members on every page is too slow)
    query.search?.trim() ? cappedCount(db, members, where) : null,
    reviewCounts(db),
  ]);
  const total =
    searched?.n ??
    sumCounts(all, (c) => c.userStatus === status && (!query.gender || c.gender === query.gender));
  return {
    items: await loadProfileCards(
      db,
      ids.map((r) => r.id),
    ),
    ...queueCounts(all),
    pagination: {
      total,
      totalCapped: searched?.capped ?? false,
      current: pageNo,
      totalPages: Math.ceil(total / pageLimit),
      pageLimit,
    },
  };
}
