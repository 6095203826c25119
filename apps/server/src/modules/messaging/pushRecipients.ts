import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { pushMessages as m } from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { notFound } from '../../lib/httpErrors';
import { likePattern } from '../../lib/paging';
import { pageOf } from './paging';

const { members, pushNotifications, pushRecipients } = schema;

/**
 * `GET user/notification-recipients/{id}/{skip}/{limit}/`: a push's recipients with each one's outcome and
 * its reason (no device, a refused token, the provider's error), by the member's e-mail ('' for a member
 * deleted since); `search` on the member id or e-mail.
 */
export async function listPushRecipients(db: Db, id: string, skip: number, limit: number, search?: string) {
  const [push] = await db
    .select({ id: pushNotifications.id })
    .from(pushNotifications)
    .where(eq(pushNotifications.id, id));
  if (!push) throw notFound(m.notFound);
  const text = search?.trim();
  const where = and(
    eq(pushRecipients.notificationId, id),
    text
      ? or(
          ilike(members.identifier, likePattern(text)),
          sql`${pushRecipients.memberId}::text ilike ${likePattern(text.toLowerCase())}`,
        )
      : undefined,
  );
  const from = () =>
    db
      .select({
        memberId: pushRecipients.memberId,
        identifier: members.identifier,
        status: pushRecipients.status,
        error: pushRecipients.error,
        modifiedAt: pushRecipients.modifiedAt,
      })
      .from(pushRecipients)
      .leftJoin(members, eq(members.id, pushRecipients.memberId))
      .where(where);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pushRecipients)
    .leftJoin(members, eq(members.id, pushRecipients.memberId))
    .where(where);
  const rows = await from()
    .orderBy(sql`${members.identifier} asc nulls last`, asc(pushRecipients.memberId))
    .offset(skip)
    .limit(limit);
  return {
    valid: true as const,
    item: rows.map((r) => ({
      _id: r.memberId,
      identifier: r.identifier ?? '',
      status: r.status,
      error: r.error,
      modifiedAt: r.modifiedAt.toISOString(),
    })),
    pagination: pageOf(count?.n ?? 0, skip, limit),
  };
}
