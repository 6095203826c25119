import { and, isNotNull, lt, not } from 'drizzle-orm';
import { schema, type Db } from '@orrery/db';
import { writeAudit } from '../../lib/audit';
import { readAppSettings } from '../settings';

const { members } = schema;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The audit row names at most this many of the members made dormant (the count is always whole). */
const AUDITED_IDS = 1000;

export interface DormancyReport {
  /** The app setting dormant_time_limit read for this run, in days. */
  limitDays: number;
  /** Members not active since this moment count as dormant. */
  cutoff: string;
  /** Members made dormant by this run. */
  members: number;
}

/**
 * Makes dormant (and no longer active) every member, not deleted, not yet dormant, whose last activity
 * is older than the app setting dormant_time_limit (days), in one transaction with one audit row
 * (system). Members who were never active are left alone (nothing says since when they were away).
 * A member already dormant stays so: only an admin (member form) or the app makes one active again.
 */
export async function markDormantMembers(db: Db, now: Date): Promise<DormancyReport> {
  const limitDays = (await readAppSettings(db)).dormant_time_limit;
  const cutoff = new Date(now.getTime() - limitDays * DAY_MS);
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(members)
      .set({ isDormant: true, isActive: false })
      .where(
        and(
          not(members.isDormant),
          not(members.isDeleted),
          isNotNull(members.lastActiveAt),
          lt(members.lastActiveAt, cutoff),
        ),
      )
      .returning({ id: members.id });
    const report = { limitDays, cutoff: cutoff.toISOString(), members: changed.length };
    if (changed.length > 0)
      await writeAudit(tx, null, {
        action: 'members.dormant',
        entity: 'members',
        entityId: 'dormancy',
        before: { isDormant: false },
        after: { ...report, ids: changed.slice(0, AUDITED_IDS).map((r) => r.id) },
      });
    return report;
  });
}
