import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
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
import { searchCondition } from '../user/memberFilters';

const { members } = schema;

/** Members a moderator reviews: registration complete, not pending deletion (members_review_status_idx). */
const reviewable = sql`${members.isRegistrationComplete} and not ${members.isDeleted}`;

const searchFields = { name: 'nickName', identifier: 'identifier', userId: '_id' } as const;

const statusOf = (status: ProfilesStatusListQuery['status']): UserStatus =>
  (typeof status === 'number' ? statusOfTab(status) : status) ?? 'pending';

/** The whole Pending, Reverify_1 and Reverify_2 queues (not narrowed by search or gender). */
async function queueCounts(db: Db) {
  const rows = await db
    .select({ status: members.userStatus, n: count() })
    .from(members)
    .where(and(reviewable, inArray(members.userStatus, [...reviewQueueStatuses])))
    .groupBy(members.userStatus);
  const of = (status: UserStatus) => rows.find((r) => r.status === status)?.n ?? 0;
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
    reviewable,
    eq(members.userStatus, status),
    query.gender ? eq(members.gender, query.gender) : undefined,
    searchCondition({ search: query.search, searchBy: searchFields[query.searchBy ?? 'name'] }),
  );
  const queue = reviewQueueStatuses.includes(status);
  const order = queue
    ? [asc(members.modifiedAt), asc(members.id)]
    : [desc(members.modifiedAt), desc(members.id)];
  const [ids, [total], counts] = await Promise.all([
    db
      .select({ id: members.id })
      .from(members)
      .where(where)
      .orderBy(...order)
      .limit(pageLimit)
      .offset(offset),
    db.select({ n: count() }).from(members).where(where),
    queueCounts(db),
  ]);
  const totalCount = total?.n ?? 0;
  return {
    items: await loadProfileCards(
      db,
      ids.map((r) => r.id),
    ),
    ...counts,
    pagination: {
      total: totalCount,
      current: pageNo,
      totalPages: Math.ceil(totalCount / pageLimit),
      pageLimit,
    },
  };
}
