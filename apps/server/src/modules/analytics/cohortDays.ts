import { sql } from 'drizzle-orm';
import type { Db } from '@orrery/db';

/** The last day after signing up that the cohort table shows (a range of at most 31 days). */
const COHORT_LAST_OFFSET = 30;

/**
 * Before the chunk's member days are stored: those that are new (`cohort_new_days`, dropped at commit).
 * Only the roll-up stores member days, and its lock keeps chunks apart, so they stay new until it commits.
 */
export async function markNewCohortDays(tx: Db): Promise<void> {
  await tx.execute(
    sql.raw(`create temporary table cohort_new_days on commit drop as
      select c.member_id, c.day from rollup_chunk_days c
      where not exists (select 1 from analytics_member_days a where a.day = c.day and a.member_id = c.member_id)`),
  );
}

/**
 * The chunk's last statement: each new member day counts once in its member's cohort cell
 * (analytics_cohort_days), when it falls 0 to 30 days after the sign-up. Members added, moved or removed
 * move their own days (the members trigger, migrations 0030 and 0034). Both take the cohorts' lock, held
 * to the commit, and each then sees the other's committed rows: the chunk counts its days under the members
 * as they are then, a member's statement moves the days stored then. A chunk holds it only at its end, so a
 * sign-up never waits for a whole chunk.
 */
export async function addChunkToCohorts(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('analytics-cohorts'))`);
  await tx.execute(
    sql.raw(`insert into analytics_cohort_days as t (signup_day, day_offset, country_code, gender, members)
      select s.signup_day, c.day - s.signup_day, coalesce(m.country_code, ''), coalesce(m.gender, ''), count(*)
      from cohort_new_days c
      join members m on m.id = c.member_id
      cross join lateral (select (m.created_at at time zone 'UTC')::date as signup_day) s
      where c.day - s.signup_day between 0 and ${COHORT_LAST_OFFSET}
      group by 1, 2, 3, 4
      on conflict (signup_day, day_offset, country_code, gender) do update set members = t.members + excluded.members`),
  );
}
