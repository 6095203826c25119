import { eq } from 'drizzle-orm';
import { schema, type Db } from '@orrery/db';
import type { Actor } from '../../lib/audit';
import { writeAudit } from '../../lib/audit';
import { conflict } from '../../lib/httpErrors';
import { conflictOnDuplicate } from '../../lib/pgErrors';

const { aiSettings } = schema;

/** One whole object of the AI settings, with its version (1 and the defaults before the first save). */
export interface Stored<T> {
  value: T;
  version: number;
  modifiedAt: Date | null;
}

export async function readStored<T>(db: Db, key: string, defaults: T): Promise<Stored<T>> {
  const [row] = await db.select().from(aiSettings).where(eq(aiSettings.key, key)).limit(1);
  if (!row) return { value: defaults, version: 1, modifiedAt: null };
  return { value: row.value as T, version: row.version, modifiedAt: row.modifiedAt };
}

export interface SaveStored<T> {
  key: string;
  defaults: T;
  value: T;
  version: number;
  staleMessage: string;
  audit: string;
}

/**
 * Saves the object over the version the console loaded, in one transaction with its audit row: 409 when
 * it changed since (or when two first saves race for the new row).
 */
export async function saveStored<T>(db: Db, actor: Actor, save: SaveStored<T>): Promise<Stored<T>> {
  return conflictOnDuplicate(save.staleMessage, () =>
    db.transaction(async (tx) => {
      const [row] = await tx.select().from(aiSettings).where(eq(aiSettings.key, save.key)).for('update');
      const before = row ? (row.value as T) : save.defaults;
      const current = row?.version ?? 1;
      if (current !== save.version) throw conflict(save.staleMessage);
      const next = { value: save.value, version: current + 1, modifiedAt: new Date(), modifiedBy: actor.id };
      if (row) await tx.update(aiSettings).set(next).where(eq(aiSettings.key, save.key));
      else await tx.insert(aiSettings).values({ key: save.key, ...next });
      await writeAudit(tx, actor, {
        action: save.audit,
        entity: 'aiSettings',
        entityId: save.key,
        before,
        after: save.value,
      });
      return { value: save.value, version: next.version, modifiedAt: next.modifiedAt };
    }),
  );
}
