import { sql, type SQL } from 'drizzle-orm';
import { appFeatures } from '@orrery/contract';
import type { Db } from '@orrery/db';
import type { Unit } from './filters';

/**
 * A member's activity per day, week and month (analytics_member_days/_weeks/_months) and the distinct counts
 * the charts read (analytics_bucket_counts), both moved by the roll-up from its chunk of member-days
 * (`rollup_chunk_days`, see rollup.ts). The counts change by the difference between a chunk's member rows
 * before and after it, so they stay exact (a member whose latest country changes in a month moves from one
 * count to the other) without ever counting a table.
 */
interface PeriodTable {
  unit: Unit | 'week_before';
  table: string;
  column: string;
  /** The period of the chunk's `day` (`w.b` when `periods` gives several). */
  of: string;
  /** A lateral join on the chunk's days making `w.b`: a day in more than one period. */
  periods?: string;
  /** The step to the period before, for 'returning' within the table (weeks: see weekPairs). */
  step: string | null;
  /** Only the 'active' measure is counted. */
  onlyActive?: boolean;
}

/** A week of a month: days 1–7, 8–14, 15–21, 22–28, 29 to the end. */
const weekOf = `(date_trunc('month', day)::date + least((extract(day from day)::int - 1) / 7, 4) * 7)`;
/** The weeks whose 7 days before hold `day`: those starting 1 to 7 days after it. */
const weeksAfter = `cross join lateral (select s::date as b from generate_series(day + 1, day + 7, interval '1 day') as s
  where extract(day from s) in (1, 8, 15, 22, 29)) w`;

export const periodTables: readonly PeriodTable[] = [
  { unit: 'day', table: 'analytics_member_days', column: 'day', of: 'day', step: `interval '1 day'` },
  { unit: 'week', table: 'analytics_member_weeks', column: 'week', of: weekOf, step: null },
  {
    unit: 'week_before',
    table: 'analytics_member_week_befores',
    column: 'week',
    of: 'w.b',
    periods: weeksAfter,
    step: null,
    onlyActive: true,
  },
  {
    unit: 'month',
    table: 'analytics_member_months',
    column: 'month',
    of: `date_trunc('month', day)::date`,
    step: `interval '1 month'`,
  },
];

const dims = ['country_code', 'gender', 'device_name', 'os', 'app_version', 'language'];
const columns = `member_id, ${dims.join(', ')}, last_seq, events, sessions, visit_mask, action_mask, feature_mask`;

/** The measures a member row counts in: active, session, and one per feature used. */
const measuresOf = (alias: string) =>
  `array['active'] || case when ${alias}.sessions > 0 then array['session'] else '{}'::text[] end ||
    array(select 'feature:' || f.name from unnest(array[${appFeatures.map((f) => `'${f}'`).join(',')}]::text[])
      with ordinality as f(name, i) where ${alias}.feature_mask & (1 << (f.i::int - 1)) <> 0)`;

/** Adds `sign`-weighted rows to the counts (one statement; rows whose weights cancel are left out). */
const addCounts = (unit: PeriodTable['unit'] | 'year', weighted: string) =>
  `insert into analytics_bucket_counts (unit, measure, bucket, country_code, gender, members)
    select '${unit}', measure, b, country_code, gender, sum(sign) from (${weighted}) w
    group by measure, b, country_code, gender having sum(sign) <> 0
    on conflict (unit, measure, bucket, country_code, gender)
      do update set members = analytics_bucket_counts.members + excluded.members`;

/**
 * The one statement that moves a period table and its counts by the chunk. Its parts see the table as it
 * was before the statement, so the rows before (`period_before`) and the rows stored (`stored`) come from
 * the same reading; the neighbours (`period_near`, for 'returning') are rows the chunk leaves as they are.
 */
function periodStatement(p: PeriodTable): SQL {
  const latest = dims.map((c) => `(array_agg(${c} order by last_seq desc))[1] as ${c}`).join(', ');
  const merged = dims
    .map((c) => `case when o.member_id is null or k.last_seq > o.last_seq then k.${c} else o.${c} end`)
    .join(', ');
  const parts = [
    `period_chunk as materialized (
      select ${p.of} as b, member_id, ${latest}, max(last_seq) as last_seq, sum(events)::int as events,
        sum(sessions)::int as sessions, bit_or(visit_mask) as visit_mask, bit_or(action_mask) as action_mask,
        bit_or(feature_mask) as feature_mask
      from rollup_chunk_days ${p.periods ?? ''} group by 1, 2)`,
    `period_before as materialized (
      select t.${p.column} as b, t.${columns.replace(/, /g, ', t.')} from ${p.table} t
      join period_chunk k on t.${p.column} = k.b and t.member_id = k.member_id)`,
    `period_after as materialized (
      select k.b, k.member_id, ${merged}, greatest(k.last_seq, o.last_seq) as last_seq,
        coalesce(o.events, 0) + k.events as events, coalesce(o.sessions, 0) + k.sessions as sessions,
        coalesce(o.visit_mask, 0) | k.visit_mask as visit_mask, coalesce(o.action_mask, 0) | k.action_mask as action_mask,
        coalesce(o.feature_mask, 0) | k.feature_mask as feature_mask
      from period_chunk k left join period_before o using (b, member_id))`,
    `stored as (
      insert into ${p.table} (${p.column}, ${columns}) select b, ${columns} from period_after
      on conflict (${p.column}, member_id) do update set
      ${[...dims, 'last_seq', 'events', 'sessions', 'visit_mask', 'action_mask', 'feature_mask']
        .map((c) => `${c} = excluded.${c}`)
        .join(', ')})`,
  ];
  let weighted = `select sign, measure, b, country_code, gender from
    (select 1 as sign, * from period_after union all select -1 as sign, * from period_before) r
    cross join lateral unnest(${p.onlyActive ? `array['active']` : measuresOf('r')}) as measure`;
  if (p.step) {
    // the chunk's rows' neighbours that the chunk leaves as they are: the same before and after
    parts.push(`period_near as materialized (
      select t.${p.column} as b, t.member_id, t.country_code, t.gender from ${p.table} t
      join (select distinct (b + ${p.step})::date as nb, member_id from period_chunk
        union select (b - ${p.step})::date, member_id from period_chunk) n
        on t.${p.column} = n.nb and t.member_id = n.member_id
      where not exists (select 1 from period_chunk k where k.b = n.nb and k.member_id = n.member_id))`);
    const pairs = (sign: number, rows: string) =>
      `select ${sign} as sign, 'returning' as measure, c.b, p.country_code, c.gender
        from (${rows}) p join (${rows}) c on c.member_id = p.member_id and c.b = (p.b + ${p.step})::date`;
    const near = `select b, member_id, country_code, gender from period_near`;
    weighted += `
      union all ${pairs(1, `select b, member_id, country_code, gender from period_after union all ${near}`)}
      union all ${pairs(-1, `select b, member_id, country_code, gender from period_before union all ${near}`)}`;
  }
  return sql.raw(`with ${parts.join(', ')} ${addCounts(p.unit, weighted)}`);
}

/**
 * The member-day columns counted per value (the device charts' dimensions): by year here, by range in
 * valueDays.ts.
 */
export const deviceColumns = ['language', 'app_version', 'device_name', 'os'] as const;

/**
 * Adds the chunk's new (year, dimension, value, country, gender, member) rows and counts each new one once
 * (unit 'year', measure '<dimension>:<value>'): rows are only added, so the counts only grow. Most rows are
 * there already; looked up in member order (the key's first column), they read the index in one pass.
 */
const yearValues = sql.raw(`with fresh as (
    insert into analytics_member_year_values (year, dimension, value, country_code, gender, member_id)
    select distinct date_trunc('year', c.day)::date, v.dimension, v.value, c.country_code, c.gender, c.member_id
    from rollup_chunk_days c,
      lateral (values ${deviceColumns.map((d) => `('${d}', c.${d})`).join(', ')}) as v(dimension, value)
    order by c.member_id
    on conflict do nothing
    returning year, dimension, value, country_code, gender)
  ${addCounts('year', `select 1 as sign, dimension || ':' || value as measure, year as b, country_code, gender from fresh`)}`);

/**
 * Weekly 'returning' (unit 'week'): members with a row for a week and for its 7 days before, under the
 * country of the days before and the gender of the week; `sign`-weighted, for the chunk's (week, member) keys.
 */
const weekPairs = (
  sign: 1 | -1,
) => `select ${sign} as sign, 'returning' as measure, k.b, p.country_code, w.gender
  from week_pair_keys k
  join analytics_member_weeks w on w.week = k.b and w.member_id = k.member_id
  join analytics_member_week_befores p on p.week = k.b and p.member_id = k.member_id`;

/** Moves every period table and its counts by the chunk in `rollup_chunk_days` (inside its transaction). */
export async function addChunkToPeriods(tx: Db): Promise<void> {
  await tx.execute(
    sql.raw(`create temporary table week_pair_keys on commit drop as
      select ${weekOf} as b, member_id from rollup_chunk_days
      union select w.b, member_id from rollup_chunk_days ${weeksAfter}`),
  );
  await tx.execute(sql.raw(`create temporary table week_pairs_before on commit drop as ${weekPairs(-1)}`));
  for (const p of periodTables) await tx.execute(periodStatement(p));
  await tx.execute(sql.raw(addCounts('week', `select * from week_pairs_before union all ${weekPairs(1)}`)));
  await tx.execute(sql.raw('drop table week_pair_keys, week_pairs_before'));
  await tx.execute(yearValues);
}
