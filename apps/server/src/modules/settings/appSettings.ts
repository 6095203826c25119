import { inArray, sql } from 'drizzle-orm';
import {
  APP_SETTING_KEYS,
  REMINDER_SETTING_KEYS,
  RETENTION_SETTING_KEY,
  appSettingMessages as m,
  type AppSettingItem,
  type AppSettingKey,
  type AppSettings,
} from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { writeAudit, type Actor } from '../../lib/audit';
import { conflict } from '../../lib/httpErrors';
import { changesOf, settingsFromRows } from './appSettingValues';

const { appSettings } = schema;
const readKeys = [...APP_SETTING_KEYS, ...REMINDER_SETTING_KEYS, RETENTION_SETTING_KEY];

/** Every app setting the server reads, typed, with its default when unset or stored wrong. */
export async function readAppSettings(db: Db): Promise<AppSettings> {
  const rows = await db
    .select({ key: appSettings.key, value: appSettings.value })
    .from(appSettings)
    .where(inArray(appSettings.key, readKeys));
  return settingsFromRows(rows);
}

export interface StoredAppSettings {
  settings: AppSettings;
  /** The time of the last save of the screen's keys in ms (0 before the first). */
  version: number;
}

export async function loadAppSettings(db: Db): Promise<StoredAppSettings> {
  const rows = await db.select().from(appSettings).where(inArray(appSettings.key, readKeys));
  return versioned(rows);
}

function versioned(rows: { key: string; value: unknown; modifiedAt: Date }[]): StoredAppSettings {
  const screenKeys: readonly string[] = APP_SETTING_KEYS;
  const version = Math.max(
    0,
    ...rows.filter((r) => screenKeys.includes(r.key)).map((r) => r.modifiedAt.getTime()),
  );
  return { settings: settingsFromRows(rows), version };
}

/**
 * Saves the keys sent over the version loaded, in one transaction with one audit row: 409 when the
 * screen's keys were saved since. Its rows are made first (with the values in force) and locked, so two
 * first saves at once cannot both pass the check.
 */
export async function saveAppSettings(
  db: Db,
  actor: Actor,
  items: readonly AppSettingItem[],
  version: number,
): Promise<StoredAppSettings & { changed: AppSettingKey[] }> {
  const changes = changesOf(items);
  let changed: AppSettingKey[] = [];
  const saved = await db.transaction(async (tx) => {
    const current = settingsFromRows(
      await tx.select().from(appSettings).where(inArray(appSettings.key, readKeys)),
    );
    await tx
      .insert(appSettings)
      .values(APP_SETTING_KEYS.map((key) => ({ key, value: current[key], modifiedAt: new Date(0) })))
      .onConflictDoNothing();
    const rows = await tx.select().from(appSettings).where(inArray(appSettings.key, readKeys)).for('update');
    const before = versioned(rows);
    if (before.version !== version) throw conflict(m.stale);
    const settings = { ...before.settings, ...changes };
    const modifiedAt = new Date(Math.max(Date.now(), before.version + 1));
    for (const key of APP_SETTING_KEYS) {
      await tx
        .update(appSettings)
        .set({ value: settings[key], modifiedAt, modifiedBy: actor.id })
        .where(sql`${appSettings.key} = ${key}`);
    }
    changed = APP_SETTING_KEYS.filter(
      (key) => JSON.stringify(before.settings[key]) !== JSON.stringify(settings[key]),
    );
    const pick = (s: AppSettings) => Object.fromEntries(APP_SETTING_KEYS.map((key) => [key, s[key]]));
    await writeAudit(tx, actor, {
      action: 'appSettings.update',
      entity: 'appSettings',
      entityId: 'app',
      before: pick(before.settings),
      after: pick(settings),
    });
    return { settings, version: modifiedAt.getTime() };
  });
  return { ...saved, changed };
}
