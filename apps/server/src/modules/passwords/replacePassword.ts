import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { schema, type Db } from '@orrery/db';

const { admins, adminSessions, adminPasswordResets, otpCodes } = schema;

export interface Replaced {
  passwordChangedAt: Date;
  /** The sessions ended: the caller drops them from the session cache (`sessions.dropAdmin`). */
  endedSessions: number;
}

/**
 * Inside the caller's transaction: stores the new hash (only while the stored one is still `expectedHash`,
 * when given), and ends what the old password opened: the admin's sessions (all, or all but `keepSession`),
 * their pending sign-in codes and their unused reset links. Answers null when the admin is gone or the
 * hash changed meanwhile.
 */
export async function replacePassword(
  tx: Db,
  adminId: string,
  passwordHash: string,
  options: { expectedHash?: string; keepSession?: string } = {},
): Promise<Replaced | null> {
  const [changed] = await tx
    .update(admins)
    .set({ passwordHash, passwordChangedAt: sql`now()` })
    .where(
      and(
        eq(admins.id, adminId),
        options.expectedHash === undefined ? undefined : eq(admins.passwordHash, options.expectedHash),
      ),
    )
    .returning({ passwordChangedAt: admins.passwordChangedAt });
  if (!changed) return null;
  const ended = await tx
    .delete(adminSessions)
    .where(
      and(
        eq(adminSessions.adminId, adminId),
        options.keepSession === undefined ? undefined : ne(adminSessions.id, options.keepSession),
      ),
    )
    .returning({ id: adminSessions.id });
  await tx.delete(otpCodes).where(eq(otpCodes.adminId, adminId));
  await tx
    .update(adminPasswordResets)
    .set({ expiresAt: sql`now()` })
    .where(
      and(
        eq(adminPasswordResets.adminId, adminId),
        isNull(adminPasswordResets.usedAt),
        gt(adminPasswordResets.expiresAt, sql`now()`),
      ),
    );
  return { passwordChangedAt: changed.passwordChangedAt, endedSessions: ended.length };
}
