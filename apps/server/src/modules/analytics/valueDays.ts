import { sql } from 'drizzle-orm';
import type { Db } from '@orrery/db';
import { deviceColumns } from './memberPeriods';

/**
 * analytics_value_day_firsts (see its schema): per filter combination, dimension, country, gender, day and
 * value, how many members had the value that day whose previous day with it lies at least 1, 2, … 31 days
 * back. The roll-up moves it by the difference between the contributions of the chunk's members' days
 * before and after the chunk changes them.
 */

/** The longest range the kept value days answer (a custom range or the weeks of a month). */
export const VALUE_DAYS_SPAN = 31;

/** The filter combinations, each with its gap: the days back to the previous day matching on `by` too. */
export type ValueDayFilters = 'none' | 'country' | 'gender' | 'both';
const gaps: readonly { filters: ValueDayFilters; column: string; by: readonly string[] }[] = [
  { filters: 'none', column: 'gap_all', by: [] },
  { filters: 'country', column: 'gap_country', by: ['country_code'] },
  { filters: 'gender', column: 'gap_gender', by: ['gender'] },
  { filters: 'both', column: 'gap_both', by: ['country_code', 'gender'] },
];

/** The filter combination of a request filtered by country, gender, both or neither. */
export const valueDayFiltersOf = (country: boolean, gender: boolean): ValueDayFilters =>
  country ? (gender ? 'both' : 'country') : gender ? 'gender' : 'none';

const NONE = VALUE_DAYS_SPAN + 1;
const key = 'filters, dimension, country_code, gender, day, value';
/** A member day's contribution: its day, value, country, gender and four gaps. */
const tuple = `day, dimension, value, country_code, gender, ${gaps.map((g) => g.column).join(', ')}`;

/**
 * `sign`-weighted member days (day, dimension, value, country, gender and their four gaps) from each chunk
 * member's first chunk day to SPAN days past its last: exactly the days whose gaps a change in the chunk can
 * move. The SPAN days before are read only for the gaps.
 */
function contributions(sign: 1 | -1) {
  const gap = (by: readonly string[]) =>
    `least(coalesce(t.day - lag(t.day) over (partition by ${['t.member_id', 'v.dimension', 'v.value', ...by.map((c) => `t.${c}`)].join(', ')} order by t.day), ${NONE}), ${NONE})`;
  return `select ${sign} as sign, ${tuple} from (
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

/** Element i (from 1) of the firsts: the members whose gap is at least i. */
const firsts = `array[${Array.from(
  { length: VALUE_DAYS_SPAN },
  (_, i) => `coalesce(sum(n) filter (where gap > ${i}), 0)`,
).join(', ')}]::int[]`;

/** The kept firsts plus the chunk's, element by element. */
const added = `array[${Array.from(
  { length: VALUE_DAYS_SPAN },
  (_, i) => `t.firsts[${i + 1}] + excluded.firsts[${i + 1}]`,
).join(', ')}]`;

/** A contribution's filter combinations, each with its gap ('' for the country and gender it does not filter by). */
const combinations = gaps
  .map(
    (g) =>
      `('${g.filters}', ${g.by.includes('country_code') ? 'c.country_code' : `''`}, ${g.by.includes('gender') ? 'c.gender' : `''`}, c.${g.column})`,
  )
  .join(', ');

/**
 * After: the new contributions less the old ones, first by day, value, country, gender and the four gaps
 * (the one grouping of the many member days), then per filter combination (the country and gender it does
 * not filter by left ''), into firsts added to the kept ones.
 */
export async function valueDaysAfter(tx: Db): Promise<void> {
  await tx.execute(
    sql.raw(`insert into analytics_value_day_firsts as t (${key}, firsts)
      select ${key}, ${firsts} from (
        select x.filters, c.dimension, x.country_code, x.gender, c.day, c.value, x.gap, sum(c.n) as n
        from (select ${tuple}, sum(sign) as n from (select * from value_days_before union all ${contributions(1)}) m
          group by ${tuple} having sum(sign) <> 0) c
        cross join lateral (values ${combinations}) as x(filters, country_code, gender, gap)
        group by 1, 2, 3, 4, 5, 6, 7 having sum(c.n) <> 0) d
      group by ${key}
      on conflict (${key}) do update set firsts = ${added}`),
  );
  await tx.execute(sql.raw('drop table value_days_span, value_days_before'));
}
