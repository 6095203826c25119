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

export const AuditListAnswer = Type.Object({ item: Type.Array(AuditEntry), pagination: Pagination });
export type AuditListAnswer = Static<typeof AuditListAnswer>;

/** `GET /api/audit-log/filters`: the areas and actions the log holds, and the admins who made changes. */
export const AuditFiltersAnswer = Type.Object({
  entities: Type.Array(Type.String()),
  actions: Type.Array(Type.String()),
  actors: Type.Array(Type.Object({ _id: Type.String(), nickName: Type.String() })),
});
export type AuditFiltersAnswer = Static<typeof AuditFiltersAnswer>;
