import {
  and,
  asc,
  count,
  desc,
  inArray,
  isNotNull,
  isNull,
  not,
  sql,
  type Column,
  type SQL,
} from 'drizzle-orm';
import type { MemberListQuery, MemberSortField } from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { foldedOrder } from '../../lib/nameSearch';
import { paging } from '../../lib/paging';
import { memberFilter, type MemberFilter } from './listFilter';
import { memberListItem } from './listItem';
import { num, sqlRows } from '../../lib/sqlRows';

const { members, memberTotals } = schema;

interface SortKey {
  /** Ascending and descending ORDER BY terms that an index serves. */
  asc: SQL;
  desc: SQL;
  /** A nullable column: rows without a value come last in both directions. */
  nullable?: Column;
}

const plain = (column: Column): SortKey => ({
  asc: sql`${column} asc`,
  desc: sql`${column} desc`,
});
const nullable = (column: Column): SortKey => ({
  asc: sql`${column} asc`,
  desc: sql`${column} desc`,
  nullable: column,
});
/** Text sorts use the lower(…) text_pattern_ops indexes: byte order of the lower-cased text. */
const lowered = (column: Column): SortKey => ({
  asc: sql`lower(${column}) using ~<~`,
  desc: sql`lower(${column}) using ~>~`,
});

const sortKeys: Record<MemberSortField, SortKey> = {
  createdAt: plain(members.createdAt),
  modifiedAt: plain(members.modifiedAt),
  login: nullable(members.lastLoginAt),
  activeDate: nullable(members.lastActiveAt),
  dob: nullable(members.dob),
  nickName: foldedOrder(members.searchName),
  identifier: lowered(members.identifier),
};

/** A member's id and list row, as JSON text (`memberListItem`). */
interface ItemRow {
  id: string;
  item: string;
}

interface Page {
  rows: ItemRow[];
  /** The `total` column read beside the rows (undefined when none was asked or no row came). */
  total?: number;
}

/** `select id, <item> [, <total>] <rest>`: the rows in the order of `rest`, and the total of the first. */
async function itemRows(db: Db, item: SQL, rest: SQL, total?: SQL): Promise<Page> {
  const rows = await sqlRows<ItemRow & { total?: string | number }>(
    db,
    sql`select ${members.id} as id, ${item} as item${total ? sql`, ${total} as total` : sql``} ${rest}`,
  );
  return { rows, total: total && rows[0] ? num(rows[0].total) : undefined };
}

/**
 * Rows in order, and `total` (a scalar column) beside them when given. Past the first page the ids are
 * read first and the rows after: the offset then walks an index (index-only where one covers the tab)
 * instead of fetching every skipped row.
 */
async function rowsWhere(
  db: Db,
  item: SQL,
  where: SQL | undefined,
  order: SQL,
  descending: boolean,
  limit: number,
  offset: number,
  total?: SQL,
): Promise<Page> {
  if (limit <= 0) return { rows: [] };
  const tieBreak = descending ? desc(members.id) : asc(members.id);
  if (offset === 0) {
    const rest = sql`from ${members} where ${where ?? sql`true`} order by ${order}, ${tieBreak} limit ${limit}`;
    return itemRows(db, item, rest, total);
  }
  const ids = await db
    .select({ id: members.id, total: total ?? sql`null` })
    .from(members)
    .where(where)
    .orderBy(order, tieBreak)
    .limit(limit)
    .offset(offset);
  if (!ids.length) return { rows: [] };
  const { rows } = await itemRows(
    db,
    item,
    sql`from ${members} where ${inArray(
      members.id,
      ids.map((r) => r.id),
    )}`,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    rows: ids.flatMap(({ id }) => byId.get(id) ?? []),
    total: total ? Number(ids[0]?.total) : undefined,
  };
}

/**
 * One page in the asked order, with `total` read beside its first part. A nullable sort column is read
 * in two parts, those with a value (in index order) and then those without, so that each part walks an
 * index rather than sorting the table.
 */
async function pageRows(
  db: Db,
  item: SQL,
  filter: MemberFilter,
  sortBy: MemberSortField,
  descending: boolean,
  limit: number,
  offset: number,
  total?: SQL,
): Promise<Page> {
  const key = sortKeys[sortBy];
  const order = descending ? key.desc : key.asc;
  if (!key.nullable) return rowsWhere(db, item, filter.where, order, descending, limit, offset, total);
  const column = key.nullable;
  const present = await rowsWhere(
    db,
    item,
    and(filter.where, isNotNull(column)),
    order,
    descending,
    limit,
    offset,
    total,
  );
  if (present.rows.length === limit) return present;
  const presentTotal =
    present.rows.length > 0
      ? offset + present.rows.length
      : ((
          await db
            .select({ n: count() })
            .from(members)
            .where(and(filter.where, isNotNull(column)))
        )[0]?.n ?? 0);
  const missing = await rowsWhere(
    db,
    item,
    and(filter.where, isNull(column)),
    sql`${members.id} asc`,
    false,
    limit - present.rows.length,
    Math.max(0, offset - presentTotal),
  );
  return { rows: [...present.rows, ...missing.rows], total: present.total };
}

/** The trigger-kept count of a whole tab (members not pending deletion, blocked or not), as a scalar. */
const keptTotal = (blocked: boolean) =>
  sql`(select coalesce(sum(${memberTotals.n}), 0) from ${memberTotals}
    where ${memberTotals.isDeleted} = false and ${memberTotals.isBlocked} = ${blocked})`;

/**
 * Exact count of the rows a filter leaves. An unfiltered tab reads the trigger-kept member_totals instead
 * of counting a million rows.
 */
export async function countMembers(db: Db, filter: MemberFilter): Promise<number> {
  if (!filter.narrowed) {
    const [row] = await sqlRows<{ n: string | number }>(db, sql`select ${keptTotal(filter.blocked)} as n`);
    return num(row?.n);
  }
  if (!filter.blocked && filter.countFromCreatedIndex) {
    // (not deleted and F) less (blocked and not deleted and F): the first is index-only, the second small
    const [[all], [blocked]] = await Promise.all([
      db
        .select({ n: count() })
        .from(members)
        .where(and(not(members.isDeleted), filter.narrowing)),
      db
        .select({ n: count() })
        .from(members)
        .where(and(not(members.isDeleted), sql`${members.isBlocked}`, filter.narrowing)),
    ]);
    return (all?.n ?? 0) - (blocked?.n ?? 0);
  }
  const [row] = await db.select({ n: count() }).from(members).where(filter.where);
  return row?.n ?? 0;
}

/**
 * `GET /api/user/userList/`: one page of a tab, filtered and sorted, with the count of every match; the
 * answer (`MemberListAnswer`) as JSON text, its rows written by PostgreSQL.
 */
export async function listMembers(db: Db, query: MemberListQuery): Promise<string> {
  const { pageNo, pageLimit, offset } = paging(query);
  const filter = memberFilter(query);
  const sortBy = query.sortBy ?? 'createdAt';
  const descending = query.orderBy !== 'asc';
  // an unfiltered tab reads its kept count beside the page (one round trip); a filtered one counts on a
  // second pooled connection, side by side with the page (on PostgreSQL)
  const kept = filter.narrowed ? undefined : keptTotal(filter.blocked);
  const [page, counted] = await Promise.all([
    pageRows(db, memberListItem(), filter, sortBy, descending, pageLimit, offset, kept),
    kept ? undefined : countMembers(db, filter),
  ]);
  const total = counted ?? page.total ?? (await countMembers(db, filter));
  const items = page.rows.map((row) => row.item).join(',');
  return `{"items":[${items}],"pageLimit":${pageLimit},"TotalFilteredUser":${total},"pageNo":${pageNo}}`;
}
