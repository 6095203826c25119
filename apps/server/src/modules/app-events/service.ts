import { sql } from 'drizzle-orm';
import type { AppEventBatchResult } from '@orrery/contract';
import type { Db } from '@orrery/db';
import { checkEvents, type CheckedEvent } from './eventChecks';
import { num, sqlRows } from '../../lib/sqlRows';

/** The UTC months whose partitions exist, per database: made once, then never asked again. */
const knownMonths = new WeakMap<Db, Set<string>>();

/** Makes the monthly partitions of these events that this process has not seen yet. */
export async function ensureMonths(db: Db, times: readonly Date[]): Promise<void> {
  const known = knownMonths.get(db) ?? new Set<string>();
  knownMonths.set(db, known);
  const months = new Set(times.map((t) => t.toISOString().slice(0, 7)));
  for (const month of months) {
    if (known.has(month)) continue;
    await db.execute(sql`select app_events_ensure_month(${`${month}-01T00:00:00Z`}::timestamptz)`);
    known.add(month);
  }
}

/** One column of the batch as a single array parameter (for unnest). */
const column = <T>(events: readonly CheckedEvent[], pick: (e: CheckedEvent) => T | null | undefined) =>
  sql.param(events.map((e) => pick(e) ?? null));

/** One multi-row insert of the good events; a retried event (same id and time) is skipped. */
async function insertEvents(db: Db, events: readonly CheckedEvent[]): Promise<number> {
  if (events.length === 0) return 0;
  await ensureMonths(
    db,
    events.map((e) => e.at),
  );
  const [row] = await sqlRows<{ n: number | string }>(
    db,
    sql`
    with stored as (insert into app_events (event_id, occurred_at, member_id, kind, name, stage, duration_sec,
      country_code, gender, device_name, os, os_version, app_version, language)
    select * from unnest(
      ${column(events, (e) => e.eventId)}::uuid[], ${column(events, (e) => e.at.toISOString())}::timestamptz[],
      ${column(events, (e) => e.memberId)}::uuid[], ${column(events, (e) => e.kind)}::text[],
      ${column(events, (e) => e.name)}::text[], ${column(events, (e) => e.stage)}::smallint[],
      ${column(events, (e) => e.durationSec)}::integer[], ${column(events, (e) => e.countryCode)}::text[],
      ${column(events, (e) => e.gender)}::text[], ${column(events, (e) => e.deviceName)}::text[],
      ${column(events, (e) => e.os)}::text[], ${column(events, (e) => e.osVersion)}::text[],
      ${column(events, (e) => e.appVersion)}::text[], ${column(events, (e) => e.language)}::text[])
    on conflict do nothing returning 1)
    select count(*)::int as n from stored`,
  );
  return num(row?.n);
}

/**
 * A batch from the app: every event checked on its own, the good ones stored in one statement. No audit
 * row: no staff member acts here, and the stored events are themselves the record.
 */
export async function ingestEvents(db: Db, events: readonly unknown[]): Promise<AppEventBatchResult> {
  const { good, rejected } = checkEvents(events);
  const accepted = await insertEvents(db, good);
  return { valid: true, accepted, duplicates: good.length - accepted, rejected };
}
