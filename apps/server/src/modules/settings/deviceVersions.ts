import { inArray, sql } from 'drizzle-orm';
import {
  DEVICE_VERSION_KEYS,
  compareAppVersions,
  isAppVersion,
  versionMessages as m,
  type AppPlatform,
  type DeviceVersion,
  type DeviceVersionKey,
  type VersionPolicyAnswer,
} from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { writeAudit, type Actor } from '../../lib/audit';
import { badRequest, conflict } from '../../lib/httpErrors';

const { appSettings } = schema;

/** Before the first save: 1.2.1 as the old-version threshold, not forced. */
const DEFAULT_VERSION = { version: '1.2.1', forceUpdate: false };

export interface StoredVersions {
  items: DeviceVersion[];
  savedAt: number;
}

function fromRows(rows: { key: string; value: unknown; modifiedAt: Date }[]): StoredVersions {
  const items = DEVICE_VERSION_KEYS.map((key): DeviceVersion => {
    const value = rows.find((row) => row.key === key)?.value as Record<string, unknown> | undefined;
    const version = typeof value?.version === 'string' && isAppVersion(value.version) ? value.version : null;
    return {
      key,
      version: version ?? DEFAULT_VERSION.version,
      forceUpdate: version !== null && value?.forceUpdate === true,
    };
  });
  return { items, savedAt: Math.max(0, ...rows.map((row) => row.modifiedAt.getTime())) };
}

export async function readVersions(db: Db): Promise<StoredVersions> {
  return fromRows(
    await db
      .select()
      .from(appSettings)
      .where(inArray(appSettings.key, [...DEVICE_VERSION_KEYS])),
  );
}

function changesOf(items: readonly DeviceVersion[]): Map<DeviceVersionKey, DeviceVersion> {
  const changes = new Map<DeviceVersionKey, DeviceVersion>();
  for (const item of items) {
    if (changes.has(item.key)) throw badRequest(m.duplicatePlatform(item.key));
    const version = item.version.trim();
    if (!isAppVersion(version)) throw badRequest(m.badVersion);
    changes.set(item.key, { key: item.key, version, forceUpdate: item.forceUpdate });
  }
  return changes;
}

/** Saves the platforms sent over the save loaded (409 when saved since), with one audit row. */
export async function saveVersions(
  db: Db,
  actor: Actor,
  items: readonly DeviceVersion[],
  savedAt: number,
): Promise<StoredVersions> {
  const changes = changesOf(items);
  return db.transaction(async (tx) => {
    await tx
      .insert(appSettings)
      .values(DEVICE_VERSION_KEYS.map((key) => ({ key, value: DEFAULT_VERSION, modifiedAt: new Date(0) })))
      .onConflictDoNothing();
    const rows = await tx
      .select()
      .from(appSettings)
      .where(inArray(appSettings.key, [...DEVICE_VERSION_KEYS]))
      .for('update');
    const before = fromRows(rows);
    if (before.savedAt !== savedAt) throw conflict(m.stale);
    const after = before.items.map((item) => changes.get(item.key) ?? item);
    const modifiedAt = new Date(Math.max(Date.now(), before.savedAt + 1));
    for (const { key, version, forceUpdate } of after) {
      await tx
        .update(appSettings)
        .set({ value: { version, forceUpdate }, modifiedAt, modifiedBy: actor.id })
        .where(sql`${appSettings.key} = ${key}`);
    }
    await writeAudit(tx, actor, {
      action: 'deviceVersions.update',
      entity: 'appSettings',
      entityId: 'versions',
      before: before.items,
      after,
    });
    return { items: after, savedAt: modifiedAt.getTime() };
  });
}

/** Whether the app at `version` on `platform` must update (a newer version exists and is forced). */
export async function versionPolicy(
  db: Db,
  platform: AppPlatform,
  version: string,
): Promise<VersionPolicyAnswer> {
  const { items } = await readVersions(db);
  const latest = items.find((item) => item.key === `mobile__${platform}`) ?? {
    ...DEFAULT_VERSION,
    key: `mobile__${platform}` as const,
  };
  const updateAvailable = compareAppVersions(version, latest.version) < 0;
  return {
    valid: true,
    platform,
    version,
    latestVersion: latest.version,
    updateAvailable,
    mustUpdate: updateAvailable && latest.forceUpdate,
  };
}
