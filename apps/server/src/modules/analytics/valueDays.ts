import { sql } from 'drizzle-orm';
import type { Db } from '@orrery/db';
import { deviceColumns } from './memberPeriods';

/**
 * analytics_value_days (see its schema): member days by day, value, country, gender and their gaps to the
 * member's previous day with the same value. The roll-up moves it by the difference between the
 * contributions of the chunk's members' days before and after the chunk changes them.
 */

/** The longest range the kept value days answer (a custom range or the weeks of a month). */
export const VALUE_DAYS_SPAN = 31;

/** The gap columns, by the filters they serve: the columns that must match between a member's two days. */
const gaps: readonly { column: string; by: readonly string[] }[] = [
  { column: 'gap_all', by: [] },
  { column: 'gap_country', by: ['country_code'] },
  { column: 'gap_gender', by: ['gender'] },
  { column: 'gap_both', by: ['country_code', 'gender'] },
];

/** The gap column that answers a request with these filters. */
export const gapColumnOf = (country: boolean, gender: boolean) =>
  country ? (gender ? 'gap_both' : 'gap_country') : gender ? 'gap_gender' : 'gap_all';

const NONE = VALUE_DAYS_SPAN + 1;
const key = `dimension, day, value, country_code, gender, ${gaps.map((g) => g.column).join(', ')}`;

/**
 * `sign`-weighted member days (day, dimension, value, country, gender and their gaps) from each chunk
 * member's first chunk day to SPAN days past its last: exactly the days whose gaps a change in the chunk can
 * move. The SPAN days before are read only for the gaps.
 */
function contributions(sign: 1 | -1) {
  const gap = (by: readonly string[]) =>
    `least(coalesce(t.day - lag(t.day) over (partition by ${['t.member_id', 'v.dimension', 'v.value', ...by.map((c) => `t.${c}`)].join(', ')} order by t.day), ${NONE}), ${NONE})`;
  return `select ${sign} as sign, ${key} from (
      select t.day, s.lo, v.dimension, v.value, t.country_code, t.gender,
        ${gaps.map((g) => `${gap(g.by)} as ${g.column}`).join(',\n        ')}
      from value_days_span s
      join analytics_member_days t on t.member_id = s.member_id and t.day between s.lo - ${VALUE_DAYS_SPAN} and s.hi
      cross join lateral (values ${deviceColumns.map((d) => `('${d}', t.${d})`).join(', ')}) as v(dimension, value)) g
    where day >= lo`;
}

/** Before the chunk changes the member days: their contributions, to be taken away. */
export async function valueDaysBefore(tx: Db): Promise<void> {
  await tx.execute(
    sql.raw(`create temporary table value_days_span on commit drop as
      select member_id, min(day) as lo, max(day) + ${VALUE_DAYS_SPAN} as hi from rollup_chunk_days group by 1`),
  );
  // its size for the planner (a temporary table has no statistics), which otherwise reads every member day
  await tx.execute(sql.raw('analyze value_days_span'));
  await tx.execute(
    sql.raw(`create temporary table value_days_before on commit drop as ${contributions(-1)}`),
  );
}

/** After: the new contributions less the old ones, added to the kept counts. */
export async function valueDaysAfter(tx: Db): Promise<void> {
  await tx.execute(
    sql.raw(`insert into analytics_value_days as t (${key}, members)
      select ${key}, sum(sign) from (select * from value_days_before union all ${contributions(1)}) c
      group by ${key} having sum(sign) <> 0
      on conflict (${key}) do update set members = t.members + excluded.members`),
  );
  await tx.execute(sql.raw('drop table value_days_span, value_days_before'));
}
