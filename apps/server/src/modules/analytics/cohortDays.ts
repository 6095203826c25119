import { sql } from 'drizzle-orm';
import type { Db } from '@orrery/db';

/** The last day after signing up that the cohort table shows (a range of at most 31 days). */
const COHORT_LAST_OFFSET = 30;

/**
 * Before the chunk's member days are stored: each that is new counts once in its member's cohort cell
 * (analytics_cohort_days), when it falls 0 to 30 days after the sign-up. Members added, moved or removed
 * later move their own days (the members trigger of migration 0030).
 */
export async function addChunkToCohorts(tx: Db): Promise<void> {
  await tx.execute(
    sql.raw(`insert into analytics_cohort_days as t (signup_day, day_offset, country_code, gender, members)
      select s.signup_day, c.day - s.signup_day, coalesce(m.country_code, ''), coalesce(m.gender, ''), count(*)
      from rollup_chunk_days c
      join members m on m.id = c.member_id
      cross join lateral (select (m.created_at at time zone 'UTC')::date as signup_day) s
      where c.day - s.signup_day between 0 and ${COHORT_LAST_OFFSET}
        and not exists (select 1 from analytics_member_days a where a.day = c.day and a.member_id = c.member_id)
      group by 1, 2, 3, 4
      on conflict (signup_day, day_offset, country_code, gender) do update set members = t.members + excluded.members`),
  );
}
