import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type {
  AuditEntry,
  AuditFiltersAnswer,
  AuditHistoryQuery,
  AuditListAnswer,
  AuditListQuery,
} from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { cappedCount } from '../../lib/cappedCount';
import { dayRange, iso } from '../../lib/dates';
import { paging } from '../../lib/paging';
import { sqlRows } from '../../lib/sqlRows';

const { auditLog, admins } = schema;

const entryOf = (row: typeof auditLog.$inferSelect): AuditEntry => ({
  _id: String(row.id),
  at: iso(row.createdAt),
  actorId: row.actorId,
  actorName: row.actorName,
  action: row.action,
  entity: row.entity,
  entityId: row.entityId,
  before: row.before ?? null,
  after: row.after ?? null,
});

/** One page of audit rows and their total, counted up to the cap (cappedCount). */
async function readPage(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  query: { pageNo?: number; pageLimit?: number },
): Promise<AuditListAnswer> {
  const { pageNo, pageLimit, offset } = paging(query);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(...order)
      .limit(pageLimit)
      .offset(offset),
    cappedCount(db, auditLog, where),
  ]);
  return {
    item: rows.map(entryOf),
    pagination: { totalUser: total.n, pageNo, pageLimit },
    totalCapped: total.capped,
  };
}

/** `GET /api/audit-log/list`: the changes, newest first (or oldest), filtered by admin, area, action and days. */
export async function listAudit(db: Db, query: AuditListQuery): Promise<AuditListAnswer> {
  const days = dayRange(query.startDate, query.endDate);
  const where = and(
    ...([
      query.actorId ? eq(auditLog.actorId, query.actorId) : undefined,
      query.entity ? eq(auditLog.entity, query.entity) : undefined,
      query.action ? eq(auditLog.action, query.action) : undefined,
      days.from && gte(auditLog.createdAt, days.from),
      days.to && lte(auditLog.createdAt, days.to),
    ] satisfies (SQL | undefined)[]),
  );
  const order =
    query.orderBy === 'asc'
      ? [asc(auditLog.createdAt), asc(auditLog.id)]
      : [desc(auditLog.createdAt), desc(auditLog.id)];
  return readPage(db, where, order, query);
}

/**
 * `GET /api/audit-log/history`: one record's changes, newest first, jobs' and the app's included (their
 * rows name the record as an admin's do). Read by the (entity, entity_id, created_at) index.
 */
export async function recordHistory(db: Db, query: AuditHistoryQuery): Promise<AuditListAnswer> {
  const where = and(eq(auditLog.entity, query.entity), eq(auditLog.entityId, query.entityId));
  return readPage(db, where, [desc(auditLog.createdAt), desc(auditLog.id)], query);
}

/**
 * The distinct values of an indexed column, read as a loose index scan (one index probe a value), so the
 * filter lists cost the number of values, not the number of rows.
 */
async function distinctValues(db: Db, column: 'entity' | 'action'): Promise<string[]> {
  const name = sql.identifier(column);
  const rows = await sqlRows<{ value: string }>(
    db,
    sql`with recursive v(value) as (
      (select ${name} from audit_log order by 1 limit 1)
      union all
      select (select ${name} from audit_log where ${name} > v.value order by 1 limit 1) from v where v.value is not null)
    select value from v where value is not null`,
  );
  return rows.map((r) => r.value);
}

/** `GET /api/audit-log/filters`: the areas and actions in the log, and the admins (by nickname). */
export async function auditFilters(db: Db): Promise<AuditFiltersAnswer> {
  const [entities, actions, actors] = await Promise.all([
    distinctValues(db, 'entity'),
    distinctValues(db, 'action'),
    db.select({ _id: admins.id, nickName: admins.nickName }).from(admins).orderBy(asc(admins.nickName)),
  ]);
  return { entities, actions, actors };
}
