import { eq } from 'drizzle-orm';
import { DEFAULT_RETENTION_DAYS, RETENTION_SETTING_KEY } from '@orrery/contract';
import { schema, type Db } from '@orrery/db';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A stored setting as a whole number of days (a number, or text such as "60"); anything else is unset. */
function asDays(value: unknown): number | null {
  const days = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof days === 'number' && Number.isInteger(days) && days >= 1 ? days : null;
}

/** Days a deleted account keeps its personal data (app setting user_data_delete_time_period, default 60). */
export async function retentionDays(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: schema.appSettings.value })
    .from(schema.appSettings)
    .where(eq(schema.appSettings.key, RETENTION_SETTING_KEY));
  return asDays(row?.value) ?? DEFAULT_RETENTION_DAYS;
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
