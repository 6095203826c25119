import { MINUTES_PER_DAY } from '@orrery/contract';
import type { Db } from '@orrery/db';
import { readAppSettings } from '../settings';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Days a deleted account keeps its personal data: the app setting deleted_users_archived_min (stored in
 * minutes, entered in days; before its first save the older user_data_delete_time_period, in days), default 60.
 */
export async function retentionDays(db: Db): Promise<number> {
  return (await readAppSettings(db)).deleted_users_archived_min / MINUTES_PER_DAY;
}

/** Members deleted at or before this moment are past the retention period at `now`. */
export const retentionCutoff = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** When a member deleted at `deletedAt` is removed for good, and the whole days left until then. */
export function removalOf(deletedAt: Date, days: number, now: Date): { removalAt: Date; daysLeft: number } {
  const removalAt = new Date(deletedAt.getTime() + days * DAY_MS);
  return { removalAt, daysLeft: Math.max(0, Math.ceil((removalAt.getTime() - now.getTime()) / DAY_MS)) };
}

/** Until when a member deleted at `deletedAt` keeps its personal data (the retention setting read now). */
export async function keptUntil(db: Db, deletedAt: Date): Promise<Date> {
  return removalOf(deletedAt, await retentionDays(db), new Date()).removalAt;
}
