import { eq } from 'drizzle-orm';
import { languageMessages as m, type ContentUse } from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { writeAudit, type Actor } from '../../lib/audit';
import { forbidden } from '../../lib/httpErrors';

/**
 * Restricted mode: an app setting a superadmin switches on the Languages List tab.
 * While on, the console hides the Mobile tab and sub-tab, Download Dart File and Download JSON, and the
 * server refuses the mobile content lists and the exports (403).
 */
export const RESTRICTED_SETTING = 'languages_restricted_mode';

export async function isRestricted(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ value: schema.appSettings.value })
    .from(schema.appSettings)
    .where(eq(schema.appSettings.key, RESTRICTED_SETTING));
  return row?.value === true;
}

/** 403 for mobile content (or an export, useFor undefined) while restricted mode is on. */
export async function assertMobileAllowed(db: Db, useFor: ContentUse | 'export' | undefined): Promise<void> {
  if (useFor !== 'server' && (await isRestricted(db))) throw forbidden(m.restricted);
}

export async function setRestricted(db: Db, actor: Actor, restricted: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await isRestricted(tx);
    await tx
      .insert(schema.appSettings)
      .values({ key: RESTRICTED_SETTING, value: restricted, modifiedBy: actor.id })
      .onConflictDoUpdate({
        target: schema.appSettings.key,
        set: { value: restricted, modifiedAt: new Date(), modifiedBy: actor.id },
      });
    await writeAudit(tx, actor, {
      action: 'languages.restrictedMode',
      entity: 'appSetting',
      entityId: RESTRICTED_SETTING,
      before,
      after: restricted,
    });
  });
}
