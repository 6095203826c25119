import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import {
  RESET_LINK_MINUTES,
  RESET_PASSWORD_PATH,
  adminRuleMessages,
  passwordMessages,
  type ResetLinkAnswer,
} from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { writeAudit } from '../../lib/audit';
import { iso } from '../../lib/dates';
import { HttpError, badRequest, notFound } from '../../lib/httpErrors';
import { newSessionToken, sha256Hex } from '../../lib/tokens';
import { actorOf, type SessionAdmin } from '../../plugins/auth';
import { mailFailure, type MailProvider } from '../../providers/mail';
import { replacePassword } from './replacePassword';

const { admins, adminPasswordResets: resets } = schema;

/** The link mailed for `token`: the console's public page, the token in the fragment (never sent to a server). */
const resetLinkOf = (consoleOrigin: string, token: string) =>
  `${consoleOrigin}${RESET_PASSWORD_PATH}#token=${token}`;

/**
 * A superadmin's "Reset password" for another admin: a one-time link valid RESET_LINK_MINUTES, mailed to
 * the admin. Only the token's SHA-256 is stored; the admin's earlier unused links stop working.
 */
export async function createResetLink(
  db: Db,
  mail: MailProvider,
  superadmin: SessionAdmin,
  adminId: string,
  consoleOrigin: string,
): Promise<{ identifier: string; expiresAt: string }> {
  if (adminId === superadmin.id) throw badRequest(passwordMessages.resetOwn);
  const token = newSessionToken();
  const created = await db.transaction(async (tx) => {
    const [admin] = await tx
      .select({ id: admins.id, identifier: admins.identifier, nickName: admins.nickName })
      .from(admins)
      .where(eq(admins.id, adminId))
      .limit(1)
      // two resets of one admin at once: one after the other, so that only the last link stays live
      .for('update');
    if (!admin) throw notFound(adminRuleMessages.notFound);
    await tx
      .update(resets)
      .set({ expiresAt: sql`now()` })
      .where(and(eq(resets.adminId, adminId), isNull(resets.usedAt), gt(resets.expiresAt, sql`now()`)));
    const [link] = await tx
      .insert(resets)
      .values({
        adminId,
        tokenHash: sha256Hex(token),
        createdBy: superadmin.id,
        expiresAt: sql`now() + make_interval(mins => ${RESET_LINK_MINUTES})`,
      })
      .returning({ id: resets.id, expiresAt: resets.expiresAt });
    if (!link) throw new Error('reset link insert returned no row');
    await writeAudit(tx, actorOf(superadmin), {
      action: 'admin.password.reset-link',
      entity: 'admin',
      entityId: adminId,
      after: { linkId: link.id, mailedTo: admin.identifier, expiresAt: link.expiresAt },
    });
    return { admin, link };
  });
  try {
    await mail.send({
      to: created.admin.identifier,
      subject: 'Reset your Orrery password',
      text:
        `${superadmin.nickName} has asked for your Orrery password to be reset. Set a new password here ` +
        `(the link works once, within ${RESET_LINK_MINUTES} minutes): ${resetLinkOf(consoleOrigin, token)}\n` +
        'You then sign in with the new password and a one-time code, as usual. ' +
        'If you did not expect this, tell your superadmin.',
    });
  } catch (error) {
    // a link nobody received must not stay usable
    await db
      .update(resets)
      .set({ expiresAt: sql`now()` })
      .where(eq(resets.id, created.link.id));
    throw new HttpError(502, `The reset link could not be mailed: ${mailFailure(error).message}`);
  }
  return { identifier: created.admin.identifier, expiresAt: iso(created.link.expiresAt) };
}

/** The link of `token`, if it may still be used; else a 400 saying why (unknown, used, expired). */
async function usableLink(db: Db, token: string) {
  const [found] = await db
    .select({
      id: resets.id,
      adminId: resets.adminId,
      usedAt: resets.usedAt,
      expiresAt: resets.expiresAt,
      expired: sql<boolean>`${resets.expiresAt} <= now()`,
      identifier: admins.identifier,
      nickName: admins.nickName,
    })
    .from(resets)
    .innerJoin(admins, eq(admins.id, resets.adminId))
    .where(eq(resets.tokenHash, sha256Hex(token)))
    .limit(1);
  if (!found) throw badRequest(passwordMessages.linkUnknown);
  if (found.usedAt) throw badRequest(passwordMessages.linkUsed);
  if (found.expired) throw badRequest(passwordMessages.linkExpired);
  return found;
}

/** Whose link it is and until when, for the public reset page; nothing is written. */
export async function checkResetLink(db: Db, token: string): Promise<ResetLinkAnswer> {
  const link = await usableLink(db, token);
  return {
    valid: true,
    identifier: link.identifier,
    nickName: link.nickName,
    expiresAt: iso(link.expiresAt),
  };
}

/**
 * Sets the admin's password through a link, which is used up; every session of the admin ends (the caller
 * drops them from the session cache). Signing in still takes the password and a one-time code.
 */
export async function setPasswordWithLink(db: Db, token: string, newPassword: string): Promise<string> {
  const link = await usableLink(db, token);
  const passwordHash = await hash(newPassword);
  await db.transaction(async (tx) => {
    // one use: of two requests with the same link, only the one that marks it used goes on
    const [claimed] = await tx
      .update(resets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(resets.id, link.id), isNull(resets.usedAt), gt(resets.expiresAt, sql`now()`)))
      .returning({ id: resets.id });
    if (!claimed) throw badRequest(passwordMessages.linkUsed);
    const replaced = await replacePassword(tx, link.adminId, passwordHash);
    if (!replaced) throw badRequest(passwordMessages.linkUnknown);
    await writeAudit(
      tx,
      { id: link.adminId, nickName: link.nickName },
      {
        action: 'admin.password.reset',
        entity: 'admin',
        entityId: link.adminId,
        after: { linkId: link.id, ...replaced },
      },
    );
  });
  return link.adminId;
}
