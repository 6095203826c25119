import { and, count, desc, eq, gte, isNotNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import {
  type AnalyticsFilter,
  type DeletedUsersAnswer,
  type DeletedUsersRequest,
  type OtherReasonAnswer,
  type OtherReasonQuery,
  type ReasonCountAnswer,
  ANALYTICS_DRAWER_PAGE_SIZE,
} from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { countryKey, genderKey, periodInstants, resolvePeriod, bucketOf } from './filters';
import { num, sqlRows } from '../../lib/sqlRows';

const { memberDeletions: d, members } = schema;

/** Country and gender conditions on the deletion records ('' country or gender: none recorded). */
function deletionFilters(filter: {
  country?: string | null;
  countryShortName?: string | null;
  gender?: string | null;
}) {
  const country = countryKey(filter);
  const gender = genderKey(filter.gender);
  const out: (SQL | undefined)[] = [];
  if (country !== null)
    out.push(country === '' ? sql`coalesce(${d.countryCode}, '') = ''` : eq(d.countryCode, country));
  if (gender !== null)
    out.push(gender === '' ? sql`coalesce(${d.gender}, '') not in ('m', 'f')` : eq(d.gender, gender));
  return out;
}

/** `analytics/deletedusers`: accounts deleted per month of the year, by gender. */
export async function deletedUsers(db: Db, request: DeletedUsersRequest): Promise<DeletedUsersAnswer> {
  const period = resolvePeriod({ forTime: 'month', yearRange: request.year });
  const { fromAt, toAt } = periodInstants(period);
  const rows = await sqlRows<Record<string, string | number>>(
    db,
    sql`select to_char(${d.deletedAt} at time zone 'UTC', 'YYYY-MM') as month,
        count(*) filter (where ${d.gender} = 'm') as male, count(*) filter (where ${d.gender} = 'f') as female,
        count(*) as total
      from ${d} where ${and(gte(d.deletedAt, fromAt), lte(d.deletedAt, toAt), ...deletionFilters(request))}
      group by 1`,
  );
  const byMonth = new Map(rows.map((r) => [String(r.month), r]));
  const deleted = period.buckets.map((b) => {
    const r = byMonth.get(b.label.month!);
    const total = num(r?.total);
    const maleCount = num(r?.male);
    const femaleCount = num(r?.female);
    return {
      month: b.label.month!,
      maleCount,
      femaleCount,
      unknownCount: total - maleCount - femaleCount,
      total,
    };
  });
  return { valid: true, deletedUsers: deleted, totalUsers: deleted.reduce((s, r) => s + r.total, 0) };
}

/** `analytics/total-reason-count`: deletions of the period per reason (no reason recorded: 'other'). */
export async function totalReasonCount(db: Db, request: AnalyticsFilter): Promise<ReasonCountAnswer> {
  const period = resolvePeriod(request);
  const { fromAt, toAt } = periodInstants(period);
  const reason = sql<string>`coalesce(${d.reason}, 'other')`;
  const rows = await db
    .select({ reason, count: count() })
    .from(d)
    .where(and(gte(d.deletedAt, fromAt), lte(d.deletedAt, toAt), ...deletionFilters(request)))
    .groupBy(reason)
    .orderBy(desc(count()), reason);
  return { valid: true, reasonCount: rows.map((r) => ({ reason: r.reason, count: Number(r.count) })) };
}

/** `analytics/reason-count`: deletions per bucket (date, week or month) and reason. */
export async function reasonCount(db: Db, request: AnalyticsFilter): Promise<ReasonCountAnswer> {
  const period = resolvePeriod(request);
  const { fromAt, toAt } = periodInstants(period);
  const rows = await sqlRows<{ day: string; reason: string; n: string | number }>(
    db,
    sql`select (${d.deletedAt} at time zone 'UTC')::date::text as day, coalesce(${d.reason}, 'other') as reason,
        count(*) as n
      from ${d} where ${and(gte(d.deletedAt, fromAt), lte(d.deletedAt, toAt), ...deletionFilters(request))}
      group by 1, 2`,
  );
  const buckets = new Map<string, { i: number; reason: string; count: number }>();
  for (const r of rows) {
    const i = bucketOf(period, r.day);
    if (i < 0) continue;
    const key = `${i}|${r.reason}`;
    const entry = buckets.get(key) ?? { i, reason: r.reason, count: 0 };
    entry.count += num(r.n);
    buckets.set(key, entry);
  }
  const reasonCount = [...buckets.values()]
    .sort((a, b) => a.i - b.i || a.reason.localeCompare(b.reason))
    .map((e) => ({ ...period.buckets[e.i]!.label, reason: e.reason, count: e.count }));
  return { valid: true, reasonCount };
}

/**
 * `GET analytics/get-deteled-user-other-reason-data/`: with otherReasonDrawer (default) the deletions with
 * reason 'other' that left a text ('Other Reason'); without, those that left a suggestion ('User Feedbacks').
 * Newest first, each with the member's nickname (null once the account is purged and its member row gone).
 */
export async function otherReasonList(db: Db, query: OtherReasonQuery): Promise<OtherReasonAnswer> {
  const period = resolvePeriod(query);
  const { fromAt, toAt } = periodInstants(period);
  const pageNo = query.pageNo ?? 1;
  const pageLimit = query.pageLimit ?? ANALYTICS_DRAWER_PAGE_SIZE;
  const which =
    query.otherReasonDrawer === false
      ? and(isNotNull(d.userSuggestion), ne(d.userSuggestion, ''))
      : and(eq(d.reason, 'other'), isNotNull(d.usersComment), ne(d.usersComment, ''));
  const where = and(gte(d.deletedAt, fromAt), lte(d.deletedAt, toAt), which, ...deletionFilters(query));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        user: d.memberId,
        nickName: members.nickName,
        usersComment: d.usersComment,
        userSuggestion: d.userSuggestion,
        createdAt: d.deletedAt,
      })
      .from(d)
      .leftJoin(members, eq(members.id, d.memberId))
      .where(where)
      .orderBy(desc(d.deletedAt), desc(d.id))
      .limit(pageLimit)
      .offset((pageNo - 1) * pageLimit),
    db.select({ n: count() }).from(d).where(where),
  ]);
  const totalCount = Number(total?.n ?? 0);
  return {
    valid: true,
    data: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    pagination: { totalCount, pageNo, totalPages: Math.ceil(totalCount / pageLimit) },
  };
}
