import { and, asc, eq, sql } from 'drizzle-orm';
import { emailMessages as m } from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { notFound } from '../../../lib/httpErrors';
import { recipientSearch, recipientsPage } from '../paging';

const { emailMessages, emailRecipients } = schema;

/**
 * `GET user/recipients-list/{id}/{skip}/{limit}/`: an e-mail's recipients with each one's outcome and its
 * reason, by the address it was sent to; `search` on the member id or the address.
 */
export async function listEmailRecipients(db: Db, id: string, skip: number, limit: number, search?: string) {
  const [email] = await db
    .select({ id: emailMessages.id })
    .from(emailMessages)
    .where(eq(emailMessages.id, id));
  if (!email) throw notFound(m.notFound);
  const where = and(
    eq(emailRecipients.emailId, id),
    recipientSearch(emailRecipients.identifier, emailRecipients.memberId, search),
  );
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(emailRecipients)
    .where(where);
  const rows = await db
    .select()
    .from(emailRecipients)
    .where(where)
    .orderBy(asc(emailRecipients.identifier))
    .offset(skip)
    .limit(limit);
  return recipientsPage(rows, count?.n ?? 0, skip, limit);
}
