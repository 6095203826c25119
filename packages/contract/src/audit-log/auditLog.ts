import { Type, type Static } from 'typebox';
import { dateField, PageQuery, Pagination } from '../common';
import { auditSortFields } from '../lists';

/** One change as the audit log keeps it: who (an admin, or `system` for jobs), what, when, before and after. */
export const AuditEntry = Type.Object({
  _id: Type.String(),
  at: Type.String({ format: 'date-time' }),
  actorId: Type.Union([Type.String(), Type.Null()]),
  actorName: Type.String(),
  action: Type.String(),
  entity: Type.String(),
  entityId: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
});
export type AuditEntry = Static<typeof AuditEntry>;

/** A filter's text: an area or an action as the log writes it (`member`, `member.block`). */
const name = (title: string) =>
  Type.String({ title, minLength: 1, maxLength: 80, pattern: '^[A-Za-z0-9_.-]+$' });

/** `GET /api/audit-log/list`: every change, newest first, filtered by admin, area, action and days. */
export const AuditListQuery = Type.Object({
  ...PageQuery,
  sortBy: Type.Optional(Type.Enum(auditSortFields)),
  actorId: Type.Optional(Type.String({ title: 'Admin', format: 'uuid' })),
  entity: Type.Optional(name('Area')),
  action: Type.Optional(name('Action')),
  startDate: Type.Optional(dateField('From')),
  endDate: Type.Optional(dateField('To')),
});
export type AuditListQuery = Static<typeof AuditListQuery>;

/**
 * A page of changes and their total, counted up to SEARCH_COUNT_CAP (10,000): past it `totalCapped` is true
 * and the total is the cap, so a first page costs the same with ten thousand rows or ten million.
 */
export const AuditListAnswer = Type.Object({
  item: Type.Array(AuditEntry),
  pagination: Pagination,
  totalCapped: Type.Boolean(),
});
export type AuditListAnswer = Static<typeof AuditListAnswer>;

/** `GET /api/audit-log/filters`: the areas and actions the log holds, and the admins who made changes. */
export const AuditFiltersAnswer = Type.Object({
  entities: Type.Array(Type.String()),
  actions: Type.Array(Type.String()),
  actors: Type.Array(Type.Object({ _id: Type.String(), nickName: Type.String() })),
});
export type AuditFiltersAnswer = Static<typeof AuditFiltersAnswer>;

/**
 * The records with a History tab, by the area their audit rows name: the admin's own (password resets,
 * IP whitelist) shown to superadmins only, the rest to all staff.
 */
export const historyAreas = [
  'member',
  'admin',
  'celebrity',
  'synastrySet',
  'content',
  'language',
  'location',
  'appSettings',
  'aiSettings',
] as const;
export type HistoryArea = (typeof historyAreas)[number];
export const superadminHistoryAreas: readonly HistoryArea[] = ['admin'];

/** `GET /api/audit-log/history`: one record's changes, newest first. */
export const AuditHistoryQuery = Type.Object({
  pageNo: PageQuery.pageNo,
  pageLimit: PageQuery.pageLimit,
  entity: Type.Enum(historyAreas, { title: 'Area' }),
  entityId: Type.String({ title: 'Record', minLength: 1, maxLength: 200 }),
});
export type AuditHistoryQuery = Static<typeof AuditHistoryQuery>;

/** What the chain check found wrong, as the Activity screen says it. */
export const auditChainMessages = {
  holds: (changes: number) =>
    `The audit log's chain holds: ${changes.toLocaleString('en')} changes checked, none altered or removed.`,
  altered: (seq: number) => `Change #${seq.toLocaleString('en')} was altered or a change before it removed.`,
  cut: (missing: number) =>
    `The last ${missing.toLocaleString('en')} change${missing === 1 ? ' was' : 's were'} removed from the log.`,
  outside: (rows: number) =>
    `${rows.toLocaleString('en')} change${rows === 1 ? ' is' : 's are'} outside the chain (written with its seal turned off).`,
} as const;

/** `GET /api/audit-log/chain`: whether the audit log's hash chain holds, checked row by row. */
export const AuditChainAnswer = Type.Object({
  holds: Type.Boolean(),
  /** The changes in the chain. */
  changes: Type.Integer(),
  /** The first change found wrong, when the chain does not hold. */
  brokenAt: Type.Union([
    Type.Object({ seq: Type.Integer(), _id: Type.String(), at: Type.String({ format: 'date-time' }) }),
    Type.Null(),
  ]),
  message: Type.String(),
  checkedAt: Type.String({ format: 'date-time' }),
});
export type AuditChainAnswer = Static<typeof AuditChainAnswer>;
