import { Type } from '@fastify/type-provider-typebox';
import { ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { likePattern } from '../../lib/paging';
import { PageParams, type RecipientStatus } from '@orrery/contract';
import { IdParams } from '../../lib/routeSchemas';

/** The history lists' pagination: total, the page `skip` falls in (from 1) and the number of pages. */
export const pageOf = (total: number, skip: number, limit: number) => ({
  total,
  currentPage: Math.floor(skip / limit) + 1,
  totalPages: Math.ceil(total / limit),
});

/** A message's recipients, a page of them: `/:id/:skip/:limit/`. */
export const RecipientParams = Type.Object({
  ...IdParams.properties,
  ...PageParams.properties,
});

/** A recipients list's search: the text within the member's e-mail, or the start of the member id. */
export function recipientSearch(
  identifier: AnyColumn,
  memberId: AnyColumn,
  search?: string,
): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  return or(
    ilike(identifier, likePattern(text)),
    sql`${memberId}::text ilike ${likePattern(text.toLowerCase())}`,
  );
}

/** A recipient row as both recipients lists read it: the member's e-mail is null for one deleted since. */
interface RecipientRow {
  memberId: string;
  identifier: string | null;
  status: RecipientStatus;
  error: string | null;
  modifiedAt: Date;
}

/** A page of a send's recipients as the console shows it: one shape for pushes and e-mails. */
export const recipientsPage = (rows: RecipientRow[], total: number, skip: number, limit: number) => ({
  valid: true as const,
  item: rows.map((r) => ({
    _id: r.memberId,
    identifier: r.identifier ?? '',
    status: r.status,
    error: r.error,
    modifiedAt: r.modifiedAt.toISOString(),
  })),
  pagination: pageOf(total, skip, limit),
});
