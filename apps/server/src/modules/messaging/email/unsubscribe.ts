import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { schema, type Db } from '@orrery/db';
import { writeAudit } from '../../../lib/audit';
import { serverSecret } from '../../../lib/serverSecrets';
import { isUuid } from '../../../lib/uuid';

const { members } = schema;
const KEY_NAME = 'unsubscribe_key';

/** The path of the unsubscribe call, under the server's public address. */
export const UNSUBSCRIBE_PATH = 'api/user/email-unsubscribe';

/** The key signing unsubscribe links, made once per database. */
export const unsubscribeSecret = (db: Db) => serverSecret(db, KEY_NAME);

const signatureOf = (secret: Buffer, memberId: string) =>
  createHmac('sha256', secret).update(`unsubscribe\n${memberId}`).digest('base64url').slice(0, 32);

/** A member's unsubscribe link: it turns off that member's e-mails, and no one else's. */
export function unsubscribeUrl(publicUrl: string, secret: Buffer, memberId: string): string {
  return new URL(`${UNSUBSCRIBE_PATH}/${memberId}.${signatureOf(secret, memberId)}`, publicUrl).toString();
}

/** The member a link's token names when its signature holds; null for any other text. */
export function memberOfToken(secret: Buffer, token: string): string | null {
  const [memberId = '', signature = '', ...rest] = token.split('.');
  if (rest.length > 0 || !isUuid(memberId)) return null;
  const expected = Buffer.from(signatureOf(secret, memberId.toLowerCase()));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? memberId.toLowerCase() : null;
}

/**
 * Turns the member's e-mails off (once: a second click changes nothing), with an audit row (no staff actor:
 * the member did it, through the link).
 * Answers whether the member exists.
 */
export async function unsubscribe(db: Db, memberId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: members.id, at: members.emailUnsubscribedAt })
      .from(members)
      .where(eq(members.id, memberId));
    if (!member) return false;
    if (member.at) return true;
    const at = new Date();
    await tx
      .update(members)
      .set({ emailUnsubscribedAt: at })
      .where(and(eq(members.id, memberId), isNull(members.emailUnsubscribedAt)));
    await writeAudit(tx, null, {
      action: 'member.email.unsubscribe',
      entity: 'member',
      entityId: member.id,
      before: { emailUnsubscribedAt: null },
      after: { emailUnsubscribedAt: at.toISOString(), by: 'the member, through the unsubscribe link' },
    });
    return true;
  });
}
