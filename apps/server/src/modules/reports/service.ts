import { and, asc, count, desc, eq, inArray, sql, type Column } from 'drizzle-orm';
import {
  moderationTexts,
  REPORTED_LATEST_REPORTS,
  type PageParams,
  type ReportedListAnswer,
  type ReportedListQuery,
  type ReportedSortField,
  type ReportersAnswer,
  type UserStatus,
} from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { isoOrNull } from '../../lib/dates';
import { notFound } from '../../lib/httpErrors';
import { accountStatusOf, searchCondition } from '../members';
import { latestReports, reportsOf } from './reportRows';

const { members, reports } = schema;

const sorts: Record<ReportedSortField, Column> = {
  lastReportedAt: members.lastReportedAt,
  totalReports: members.reportedCount,
  totalUniqueReportedBy: members.reportersCount,
  // folded as the search reads names (accents and case aside)
  nickName: members.searchName,
  createdAt: members.createdAt,
};

/** sortBy/orderBy, else the old console's single `sort` (`-field` is descending), else newest report first. */
export function reportedOrder(query: Pick<ReportedListQuery, 'sort' | 'sortBy' | 'orderBy'>): {
  field: ReportedSortField;
  descending: boolean;
} {
  const fromSort = query.sort?.replace(/^-/, '') as ReportedSortField | undefined;
  const field = query.sortBy ?? fromSort ?? 'lastReportedAt';
  const descending = query.orderBy
    ? query.orderBy === 'desc'
    : query.sortBy
      ? field !== 'nickName'
      : query.sort
        ? query.sort.startsWith('-')
        : true;
  return { field, descending };
}

/**
 * `GET /api/feedback/report/{skip}/{limit}`: members someone reported, not pending deletion (the
 * partial index members_reported_idx), with the reported summary kept on members and the latest
 * five reports of the page's members only.
 */
export async function listReported(
  db: Db,
  page: PageParams,
  query: ReportedListQuery,
): Promise<ReportedListAnswer> {
  // written as the partial index's predicate so that the planner uses it
  const reported = sql`${members.reportedCount} > 0 and not ${members.isDeleted}`;
  const where = and(
    reported,
    searchCondition({ search: query.search, searchBy: query.searchBy ?? 'nickName' }),
  );
  const { field, descending } = reportedOrder(query);
  const direction = descending ? desc : asc;
  // the page's ids first (from members_reported_sort_idx or members_reported_idx alone), then its rows
  const [pageIds, [total]] = await Promise.all([
    db
      .select({ id: members.id })
      .from(members)
      .where(where)
      .orderBy(direction(sorts[field]), direction(members.id))
      .limit(page.limit)
      .offset(page.skip),
    db.select({ n: count() }).from(members).where(where),
  ]);
  const ids = pageIds.map((r) => r.id);
  const found = ids.length ? await db.select().from(members).where(inArray(members.id, ids)) : [];
  const byId = new Map(found.map((row) => [row.id, row]));
  const rows = ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
  const latest = await latestReports(
    db,
    rows.map((r) => r.id),
    REPORTED_LATEST_REPORTS,
  );
  return {
    items: rows.map((row) => ({
      _id: row.id,
      nickName: row.nickName,
      identifier: row.identifier,
      lastReportedAt: isoOrNull(row.lastReportedAt),
      totalReports: row.reportedCount,
      totalUniqueReportedBy: row.reportersCount,
      status: accountStatusOf(row),
      userStatus: row.userStatus as UserStatus,
      userSwipes: row.weekSwipes,
      userLikes: row.weekLikes,
      userSuperLikes: row.weekSuperLikes,
      matchesMade: row.weekMatches,
      likeCount: row.likeCount,
      superLikeCount: row.superLikeCount,
      onHold: row.isOnHold,
      reports: latest.get(row.id) ?? [],
    })),
    total: total?.n ?? 0,
  };
}

/** `GET /api/feedback/reporters-list/{id}/{skip}/{limit}`: every report on the member, newest first. */
export async function listReporters(db: Db, params: PageParams & { id: string }): Promise<ReportersAnswer> {
  const [member] = await db.select({ id: members.id }).from(members).where(eq(members.id, params.id));
  if (!member) throw notFound(moderationTexts.memberNotFound);
  const where = eq(reports.reportedId, params.id);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(reports)
      .where(where)
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(params.limit)
      .offset(params.skip),
    db.select({ n: count() }).from(reports).where(where),
  ]);
  return {
    item: await reportsOf(db, rows),
    pagination: { total: total?.n ?? 0, skip: params.skip, limit: params.limit },
  };
}
