import { and, asc, eq, sql } from 'drizzle-orm';
import { pushMessages as m } from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { notFound } from '../../../lib/httpErrors';
import { recipientSearch, recipientsPage } from '../paging';

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
  const where = and(
    eq(pushRecipients.notificationId, id),
    recipientSearch(members.identifier, pushRecipients.memberId, search),
  );
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pushRecipients)
    .leftJoin(members, eq(members.id, pushRecipients.memberId))
    .where(where);
  const rows = await db
    .select({
      memberId: pushRecipients.memberId,
      identifier: members.identifier,
      status: pushRecipients.status,
      error: pushRecipients.error,
      modifiedAt: pushRecipients.modifiedAt,
    })
    .from(pushRecipients)
    .leftJoin(members, eq(members.id, pushRecipients.memberId))
    .where(where)
    .orderBy(sql`${members.identifier} asc nulls last`, asc(pushRecipients.memberId))
    .offset(skip)
    .limit(limit);
  return recipientsPage(rows, count?.n ?? 0, skip, limit);
}
