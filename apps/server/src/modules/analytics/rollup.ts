import { sql, type SQL } from 'drizzle-orm';
import { appFeatures, screenVisitTypes, userActionTypes } from '@orrery/contract';
import { APP_EVENTS_WRITE_LOCK, type Db } from '@orrery/db';
import { addChunkToCohorts, markNewCohortDays } from './cohortDays';
import { addChunkToPeriods } from './memberPeriods';
import { valueDaysAfter, valueDaysBefore } from './valueDays';
import { num, sqlRows } from '../../lib/sqlRows';

/** The watermark row of analytics_rollup_state. */
export const ROLLUP_NAME = 'app_events';
/** The advisory lock a chunk holds from its first statement to its commit: one chunk at a time. */
export const ROLLUP_LOCK = 'analytics-rollup';
/**
 * Events (by seq) rolled up per transaction. A chunk's lookups of its members' rows cost less the more of
 * them it makes at once (in key order), so large chunks roll up faster per event.
 */
export const ROLLUP_CHUNK = 1_000_000;

/** `1 << i` for the i-th name of the list, 0 for another kind or an unknown name. */
function maskOf(kind: string, names: readonly string[]): SQL {
  const list = `array[${names.map((n) => `'${n}'`).join(',')}]::text[]`;
  return sql.raw(
    `case when kind = '${kind}' then coalesce(1 << (array_position(${list}, name) - 1), 0) else 0 end`,
  );
}

/**
 * The chunk's activity per member and UTC day in a temporary table (dropped at commit): counts, OR-ed masks
 * and the dimensions of the member's latest event (by seq) of the day. One sort of the chunk serves both.
 */
function chunkMemberDays(lo: number, hi: number) {
  return sql`
    create temporary table rollup_chunk_days on commit drop as
    with e as (
      select seq, (occurred_at at time zone 'UTC')::date as day, member_id, kind, name, country_code, gender,
        device_name, os, app_version, language from app_events where seq > ${lo} and seq <= ${hi}),
    latest as (
      select distinct on (day, member_id) day, member_id, seq as last_seq, coalesce(country_code, '') as country_code,
        coalesce(gender, '') as gender, coalesce(device_name, '') as device_name, coalesce(os, '') as os,
        coalesce(app_version, '') as app_version, coalesce(language, '') as language
      from e order by day, member_id, seq desc),
    totals as (
      select day, member_id, count(*)::int as events, (count(*) filter (where kind = 'session_start'))::int as sessions,
        bit_or(${maskOf('screen_visit', screenVisitTypes)}) as visit_mask,
        bit_or(${maskOf('user_action', userActionTypes)}) as action_mask,
        bit_or(${maskOf('feature_use', appFeatures)}) as feature_mask
      from e group by day, member_id)
    select * from latest join totals using (day, member_id)`;
}

/** Adds the events of one seq range to analytics_daily (onboarding stages keep their stage as name). */
function dailyUpsert(lo: number, hi: number) {
  return sql`
    insert into analytics_daily (day, kind, name, country_code, gender, events, duration_count, duration_sum,
      duration_min, duration_max)
    select (occurred_at at time zone 'UTC')::date, kind, coalesce(name, stage::text, ''), coalesce(country_code, ''),
      coalesce(gender, ''), count(*), count(duration_sec), coalesce(sum(duration_sec), 0), min(duration_sec),
      max(duration_sec)
    from app_events where seq > ${lo} and seq <= ${hi}
    group by 1, 2, 3, 4, 5
    on conflict (day, kind, name, country_code, gender) do update set
      events = analytics_daily.events + excluded.events,
      duration_count = analytics_daily.duration_count + excluded.duration_count,
      duration_sum = analytics_daily.duration_sum + excluded.duration_sum,
      duration_min = least(analytics_daily.duration_min, excluded.duration_min),
      duration_max = greatest(analytics_daily.duration_max, excluded.duration_max)`;
}

export interface RollupStep {
  /** The watermark before and after this step. */
  from: number;
  to: number;
  /** The newest seq when the step began: the step is the last one when to reaches it. */
  newest: number;
  events: number;
}

/**
 * The newest seq below which every event is committed: read alone under the write lock, which waits for
 * the batches in flight (a batch may commit after a later one; see APP_EVENTS_WRITE_LOCK). Ingestion
 * waits at most that long, once a chunk.
 */
async function committedNewest(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${APP_EVENTS_WRITE_LOCK}))`);
    const [top] = await sqlRows<{ newest: string | number | null }>(
      tx,
      sql`select max(seq) as newest from app_events`,
    );
    return num(top?.newest);
  });
}

/**
 * Rolls up the next chunk of events past the watermark, up to `newest` (read here when not given): the
 * roll-ups and the watermark move in one transaction (under an advisory lock, so two workers never take the
 * same chunk), so a crash or a restart never counts an event twice. Answers null when nothing is left.
 */
export async function rollUpChunk(db: Db, chunk = ROLLUP_CHUNK, newest?: number): Promise<RollupStep | null> {
  const upTo = newest ?? (await committedNewest(db));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${ROLLUP_LOCK}))`);
    await tx.execute(
      sql`insert into analytics_rollup_state (name) values (${ROLLUP_NAME}) on conflict do nothing`,
    );
    const [state] = await sqlRows<{ last_seq: string | number }>(
      tx,
      sql`select last_seq from analytics_rollup_state where name = ${ROLLUP_NAME} for update`,
    );
    const from = num(state?.last_seq);
    if (upTo <= from) return null;
    const to = Math.min(upTo, from + chunk);
    await tx.execute(chunkMemberDays(from, to));
    const [counted] = await sqlRows<{ n: string | number | null }>(
      tx,
      sql`select sum(events) as n from rollup_chunk_days`,
    );
    const events = num(counted?.n);
    await tx.execute(sql`update analytics_rollup_state set last_seq = ${to},
      events_rolled = events_rolled + ${events}, updated_at = now() where name = ${ROLLUP_NAME}`);
    if (events > 0) {
      await tx.execute(dailyUpsert(from, to));
      await valueDaysBefore(tx);
      await markNewCohortDays(tx);
      await addChunkToPeriods(tx);
      await valueDaysAfter(tx);
      // last, as it takes the lock that the members' changes wait on (see cohortDays.ts)
      await addChunkToCohorts(tx);
    }
    return { from, to, newest: upTo, events };
  });
}

export interface RollupReport {
  chunks: number;
  events: number;
  lastSeq: number;
}

export interface RollupOptions {
  /** Events a chunk takes (default ROLLUP_CHUNK). */
  chunk?: number;
  onStep?: (step: RollupStep) => void | Promise<void>;
  /** Once aborted, no further chunk starts (the one running commits). */
  stop?: AbortSignal;
}

/**
 * The chunk on PGlite, whose one connection a chunk's transaction holds to its commit: most of a chunk's
 * work there is the same whatever its size (some 25 statements), so that a request waits at most that.
 */
export const PGLITE_ROLLUP_CHUNK = 100;

/**
 * Rolls up chunk after chunk until the watermark reaches the newest event, read again each time it is
 * reached (events keep coming); reports each step.
 */
export async function rollUpAll(db: Db, options: RollupOptions = {}): Promise<RollupReport> {
  const report: RollupReport = { chunks: 0, events: 0, lastSeq: 0 };
  let newest = await committedNewest(db);
  while (!options.stop?.aborted) {
    const step = await rollUpChunk(db, options.chunk, newest);
    if (!step) {
      const latest = await committedNewest(db);
      if (latest === newest) break;
      newest = latest;
      continue;
    }
    report.chunks += 1;
    report.events += step.events;
    report.lastSeq = step.to;
    await options.onStep?.(step);
  }
  return report;
}

/** The events the roll-up has counted, and those waiting past its watermark. */
export async function rollupStatus(db: Db): Promise<{ rolled: number; waiting: number }> {
  const [row] = await sqlRows<{ rolled: string | number | null; waiting: string | number | null }>(
    db,
    sql`with state as (select last_seq, events_rolled from analytics_rollup_state where name = ${ROLLUP_NAME})
      select (select events_rolled from state) as rolled,
        (select count(*) from app_events where seq > coalesce((select last_seq from state), 0)) as waiting`,
  );
  return { rolled: num(row?.rolled), waiting: num(row?.waiting) };
}
