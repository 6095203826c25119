import { eq } from 'drizzle-orm';
import { hash, verify } from '@node-rs/argon2';
import { commonMessages, passwordMessages, type ChangePasswordBody } from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { writeAudit } from '../../lib/audit';
import { badRequest, unauthorized } from '../../lib/httpErrors';
import { actorOf, type SessionAdmin } from '../../plugins/auth';
import { replacePassword } from './replacePassword';

const { admins } = schema;

/**
 * The signed-in admin's own password: the current one must be right and the new one different. Every
 * other session of the admin ends (the caller drops them from the session cache); this one goes on.
 */
export async function changePassword(db: Db, admin: SessionAdmin, body: ChangePasswordBody): Promise<void> {
  const [row] = await db
    .select({ passwordHash: admins.passwordHash, passwordChangedAt: admins.passwordChangedAt })
    .from(admins)
    .where(eq(admins.id, admin.id))
    .limit(1);
  if (!row) throw unauthorized(commonMessages.unauthorized);
  const right = await verify(row.passwordHash, body.currentPassword).catch(() => false);
  if (!right) throw badRequest(passwordMessages.currentWrong);
  if (body.newPassword === body.currentPassword) throw badRequest(passwordMessages.sameAsCurrent);
  const passwordHash = await hash(body.newPassword);
  await db.transaction(async (tx) => {
    // only over the hash just verified: of two changes made at once with the same current password, one wins
    const replaced = await replacePassword(tx, admin.id, passwordHash, {
      expectedHash: row.passwordHash,
      keepSession: admin.sessionId,
    });
    if (!replaced) throw badRequest(passwordMessages.currentWrong);
    await writeAudit(tx, actorOf(admin), {
      action: 'admin.password.change',
      entity: 'admin',
      entityId: admin.id,
      before: { passwordChangedAt: row.passwordChangedAt },
      after: replaced,
    });
  });
}
