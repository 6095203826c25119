import { sql } from 'drizzle-orm';
import type { AppEventBatchResult } from '@orrery/contract';
import { APP_EVENTS_WRITE_LOCK, type Db } from '@orrery/db';
import { checkEvents, type CheckedEvent } from './eventChecks';
import { num, sqlRows } from '../../lib/sqlRows';

/** The UTC months whose partitions exist, per database: made once, then never asked again. */
const knownMonths = new WeakMap<Db, Set<string>>();

/** Makes the monthly partitions of these events that this process has not seen yet (times in UTC, ISO). */
async function ensureMonths(db: Db, utcTimes: readonly string[]): Promise<void> {
  const known = knownMonths.get(db) ?? new Set<string>();
  knownMonths.set(db, known);
  const months = new Set(utcTimes.map((t) => t.slice(0, 7)));
  for (const month of months) {
    if (known.has(month)) continue;
    await db.execute(sql`select app_events_ensure_month(${`${month}-01T00:00:00Z`}::timestamptz)`);
    known.add(month);
  }
}

/**
 * One insert of the good events, sent as one JSON text (JSON.stringify is native: far cheaper for the
 * server than fourteen arrays escaped element by element); a retried event (same id and time) is skipped.
 * The write lock is held shared until the commit, so that the roll-up never passes these events' seq
 * before they are in (APP_EVENTS_WRITE_LOCK).
 */
async function insertEvents(db: Db, events: readonly CheckedEvent[]): Promise<number> {
  if (events.length === 0) return 0;
  await ensureMonths(
    db,
    events.map((e) => e.occurredAt),
  );
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock_shared(hashtext(${APP_EVENTS_WRITE_LOCK}))`);
    const [row] = await sqlRows<{ n: number | string }>(
      tx,
      sql`
    with stored as (insert into app_events (event_id, occurred_at, member_id, kind, name, stage, duration_sec,
      country_code, gender, device_name, os, os_version, app_version, language)
    select * from json_to_recordset(${JSON.stringify(events)}::json) as e("eventId" uuid,
      "occurredAt" timestamptz, "memberId" uuid, kind text, name text, stage smallint, "durationSec" integer,
      "countryCode" text, gender text, "deviceName" text, os text, "osVersion" text, "appVersion" text,
      language text)
    on conflict do nothing returning 1)
    select count(*)::int as n from stored`,
    );
    return num(row?.n);
  });
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
