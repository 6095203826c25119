import { and, isNotNull, lt, not } from 'drizzle-orm';
import { schema, type Db } from '@orrery/db';
import { writeAudits } from '../../lib/audit';
import { readAppSettings } from '../settings';

const { members } = schema;
const DAY_MS = 24 * 60 * 60 * 1000;

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
 * is older than the app setting dormant_time_limit (days), in one transaction with an audit row
 * (system) for each member, in that member's History. Members who were never active are left alone (nothing says since when they were away).
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
    await writeAudits(
      tx,
      null,
      changed.map(({ id }) => ({
        action: 'member.dormant',
        entity: 'member',
        entityId: id,
        before: { isDormant: false },
        after: { isDormant: true, isActive: false, limitDays, cutoff: report.cutoff },
      })),
    );
    return report;
  });
}
