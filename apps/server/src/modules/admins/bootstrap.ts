import { eq } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import type { FastifyBaseLogger } from 'fastify';
import { schema, type Db } from '@orrery/db';
import type { Config } from '../../config';
import { writeAudit } from '../../lib/audit';
import { randomPassword } from '../../lib/tokens';

/**
 * Creates the first superadmin when there is none. A password that was not given is generated and
 * printed once in the log: the only way to learn it. ADMIN_PASSWORD is read at that first start only:
 * later, passwords change in the console (change password, a superadmin's reset link).
 */
export async function ensureFirstSuperadmin(db: Db, config: Config, log: FastifyBaseLogger): Promise<void> {
  const [existing] = await db
    .select({ id: schema.admins.id })
    .from(schema.admins)
    .where(eq(schema.admins.userType, 'superadmin'))
    .limit(1);
  if (existing) {
    if (config.adminPassword)
      log.info('ADMIN_PASSWORD is ignored: a superadmin exists (it is read at the first start only)');
    return;
  }
  const password = config.adminPassword ?? randomPassword();
  const [created] = await db
    .insert(schema.admins)
    .values({
      nickName: 'Superadmin',
      identifier: config.adminEmail,
      passwordHash: await hash(password),
      userType: 'superadmin',
    })
    .onConflictDoNothing()
    .returning();
  if (!created) {
    log.warn(
      { identifier: config.adminEmail },
      'ADMIN_EMAIL belongs to an admin who is not a superadmin; no superadmin was created',
    );
    return;
  }
  await writeAudit(db, null, {
    action: 'admin.bootstrap',
    entity: 'admin',
    entityId: created.id,
    after: { identifier: created.identifier },
  });
  if (config.adminPassword) {
    log.info(
      { identifier: config.adminEmail },
      'first superadmin created with the password from ADMIN_PASSWORD',
    );
  } else {
    log.info(
      { identifier: config.adminEmail, password },
      `first superadmin created: sign in as ${config.adminEmail} with password ${password} (shown once; set ADMIN_PASSWORD to choose it)`,
    );
  }
}
