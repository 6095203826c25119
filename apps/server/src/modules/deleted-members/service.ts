import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  type Column,
  type SQL,
} from 'drizzle-orm';
import type {
  DeletedListAnswer,
  DeletedListQuery,
  DeletedSortField,
  RemovedListAnswer,
  RemovedListQuery,
  RemovedSortField,
} from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { dayRange, iso, isoOrNull } from '../../lib/dates';
import { likePattern, paging } from '../../lib/paging';
import { memberNameContains } from '../members';
import { removalOf, retentionDays } from './retention';
import { isUuid } from '../../lib/uuid';

const { members, memberDeletions } = schema;

/** A whole-day range on a timestamp column (YYYY-MM-DD, never in the future). */
function between(column: Column, start?: string, end?: string): SQL[] {
  const { from, to } = dayRange(start, end);
  return [from ? gte(column, from) : undefined, to ? lte(column, to) : undefined].filter(
    (c): c is SQL => !!c,
  );
}

function memberSearch(text: string | undefined): SQL | undefined {
  const term = text?.trim();
  if (!term) return undefined;
  const pattern = likePattern(term.toLowerCase());
  return or(
    memberNameContains(term),
    sql`lower(${members.identifier}) like ${pattern}`,
    isUuid(term) ? eq(members.id, term.toLowerCase()) : undefined,
  );
}

const deletedSorts: Record<DeletedSortField, Column> = {
  modifiedAt: members.deletedAt,
  createdAt: members.createdAt,
  login: members.lastLoginAt,
};

/** The newest deletion record not yet purged, per member. */
async function pendingRecords(db: Db, memberIds: string[]) {
  if (!memberIds.length) return new Map<string, typeof memberDeletions.$inferSelect>();
  const rows = await db
    .select()
    .from(memberDeletions)
    .where(and(inArray(memberDeletions.memberId, memberIds), isNull(memberDeletions.purgedAt)))
    .orderBy(asc(memberDeletions.deletedAt));
  return new Map(rows.map((row) => [row.memberId, row]));
}

/** `GET /api/user/deleted-list/`: members pending deletion (deleted, personal data not yet removed). */
export async function listDeletedMembers(
  db: Db,
  query: DeletedListQuery,
  now = new Date(),
): Promise<DeletedListAnswer> {
  const { pageNo, pageLimit, offset } = paging(query);
  const where = and(
    eq(members.isDeleted, true),
    isNotNull(members.deletedAt),
    memberSearch(query.search),
    ...between(members.deletedAt, query.modifiedStartDate, query.modifiedEndDate),
    ...between(members.createdAt, query.createdStartDate, query.createdEndDate),
  );
  const column = deletedSorts[query.sortBy ?? 'modifiedAt'];
  const direction = query.orderBy === 'asc' ? asc : desc;
  const nullsLast = sql`${column} is null`;
  const [rows, [total], days] = await Promise.all([
    db
      .select()
      .from(members)
      .where(where)
      .orderBy(nullsLast, direction(column), direction(members.id))
      .limit(pageLimit)
      .offset(offset),
    db.select({ n: count() }).from(members).where(where),
    retentionDays(db),
  ]);
  const records = await pendingRecords(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((row) => {
      const record = records.get(row.id);
      const deletedAt = row.deletedAt ?? record?.deletedAt ?? row.modifiedAt;
      const { removalAt, daysLeft } = removalOf(deletedAt, days, now);
      return {
        _id: row.id,
        id: row.id,
        nickName: row.nickName,
        identifier: row.identifier,
        gender: row.gender,
        place: row.place,
        countryCode: row.countryCode,
        login: isoOrNull(row.lastLoginAt),
        createdAt: iso(row.createdAt),
        modifiedAt: iso(deletedAt),
        reason: record?.reason ?? null,
        userSuggestion: record?.userSuggestion ?? null,
        usersComment: record?.usersComment ?? null,
        deletedFromUser: record?.deletedFromUser ?? true,
        removalAt: iso(removalAt),
        daysLeft,
      };
    }),
    pageLimit,
    TotalFilteredUser: total?.n ?? 0,
    pageNo,
  };
}

const removedSorts: Record<RemovedSortField, Column> = {
  deletedAt: memberDeletions.deletedAt,
  purgedAt: memberDeletions.purgedAt,
};

/** `GET /api/user/permanently-deleted-profiles/`: deletion records of accounts removed for good. */
export async function listRemovedProfiles(db: Db, query: RemovedListQuery): Promise<RemovedListAnswer> {
  const { pageNo, pageLimit, offset } = paging(query);
  const term = query.search?.trim();
  const pattern = term ? likePattern(term.toLowerCase()) : null;
  const where = and(
    isNotNull(memberDeletions.purgedAt),
    pattern
      ? or(
          sql`lower(${memberDeletions.reason}) like ${pattern}`,
          sql`lower(${memberDeletions.userSuggestion}) like ${pattern}`,
          sql`lower(${memberDeletions.usersComment}) like ${pattern}`,
        )
      : undefined,
    ...between(memberDeletions.deletedAt, query.deletedStartDate, query.deletedEndDate),
    ...between(memberDeletions.purgedAt, query.purgedStartDate, query.purgedEndDate),
  );
  const column = removedSorts[query.sortBy ?? 'purgedAt'];
  const direction = query.orderBy === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(memberDeletions)
      .where(where)
      .orderBy(direction(column), direction(memberDeletions.id))
      .limit(pageLimit)
      .offset(offset),
    db.select({ n: count() }).from(memberDeletions).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      _id: row.id,
      reason: row.reason,
      userSuggestion: row.userSuggestion,
      usersComment: row.usersComment,
      deletedFromUser: row.deletedFromUser,
      deletedAt: iso(row.deletedAt),
      purgedAt: iso(row.purgedAt ?? row.deletedAt),
      countryCode: row.countryCode,
      gender: row.gender,
      daysAsMember: row.daysAsMember,
    })),
    pagination: { pageSize: pageLimit, total: total?.n ?? 0, currentPage: pageNo },
  };
}
