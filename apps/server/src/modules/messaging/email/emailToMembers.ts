import { asc } from 'drizzle-orm';
import { schema, type Db } from '@orrery/db';
import type { Actor } from '../../../lib/audit';
import { createEmail } from './emailService';

/**
 * For the send tests: an e-mail to the first `limit` members by id (every member without a limit), stored
 * as the routes store it: its id and the addresses of the members it goes to.
 */
export async function emailToMembers(
  db: Db,
  actor: Actor,
  texts: { emailSubject: string; emailBody: string },
  limit?: number,
) {
  const query = db
    .select({ id: schema.members.id, identifier: schema.members.identifier })
    .from(schema.members)
    .orderBy(asc(schema.members.id));
  const chosen = await (limit === undefined ? query : query.limit(limit));
  const { id } = await createEmail(db, actor, { userIds: chosen.map((m) => m.id), ...texts, language: 'en' });
  return { id, identifiers: chosen.map((m) => m.identifier) };
}
