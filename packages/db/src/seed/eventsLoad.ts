import { performance } from 'node:perf_hooks';
import { setImmediate as yieldToIo } from 'node:timers/promises';
import { asc, gt, sql } from 'drizzle-orm';
import type { DbHandle } from '../client';
import { APP_EVENTS_WRITE_LOCK } from '../appEventsWriteLock';
import { members } from '../schema/index';
import { gatherStatistics } from './statistics';
import { EVENTS_PER_SESSION, EVENT_COLUMNS, memberEvents } from './events';
import { retentionOf, sessionMass, type EventMember } from './eventMember';

export interface EventSeedOptions {
  /** About how many events to add (the result lands within a few percent). */
  events: number;
  seed?: number;
  now?: Date;
  onProgress?: (done: number, target: number) => void;
  /**
   * From this many events on, a load into an empty app_events on PostgreSQL drops its two keys and
   * builds them again at the end, per partition, by sorting (much faster than row by row).
   */
  rebuildKeysFrom?: number;
}

export interface EventSeedReport {
  events: number;
  members: number;
  ms: number;
  eventsPerSecond: number;
  /** Part of ms spent building the keys again (0 when they stayed). */
  keysMs: number;
}

/** Members read per query; PGlite's one connection is shared with the server's requests: fewer there. */
const MEMBERS_PER_READ = { postgres: 10_000, pglite: 1_000 } as const;
/** Members worked through between two turns of the event loop, so that a request never waits for a page. */
const MEMBERS_PER_TURN = 250;
/** Lines per COPY into one month's partition. */
const LINES_PER_FLUSH = 20_000;
/** PGlite's one connection is shared with the server's requests: short COPYs there. */
const PGLITE_LINES_PER_FLUSH = 2_000;
const LINES_PER_CHUNK = 2_000;

const memberColumns = {
  id: members.id,
  createdAt: members.createdAt,
  deletedAt: members.deletedAt,
  countryCode: members.countryCode,
  gender: members.gender,
  deviceModel: members.deviceModel,
  devicePlatform: members.devicePlatform,
  osVersion: members.osVersion,
  appVersionCode: members.appVersionCode,
  language: members.language,
  onboardingStage: members.onboardingStage,
  isRegistrationComplete: members.isRegistrationComplete,
};

/** Every member, in pages (id order), created before `now`. */
async function* allMembers(handle: DbHandle, now: number): AsyncGenerator<EventMember[]> {
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const page = await handle.db
      .select(memberColumns)
      .from(members)
      .where(gt(members.id, after))
      .orderBy(asc(members.id))
      .limit(MEMBERS_PER_READ[handle.kind]);
    if (!page.length) return;
    yield page.filter((m) => m.createdAt.getTime() < now);
    after = page[page.length - 1]!.id;
  }
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

async function isEmpty(handle: DbHandle): Promise<boolean> {
  return rowsOf(await handle.db.execute(sql`select 1 from app_events limit 1`)).length === 0;
}

const DROP_KEYS = `alter table app_events drop constraint app_events_pkey;
  drop index app_events_event_key;`;
/** One statement text, so that the setting and the builds share a connection. */
const ADD_KEYS = `set maintenance_work_mem = '256MB';
  alter table app_events add constraint app_events_pkey primary key (seq, occurred_at);
  create unique index app_events_event_key on app_events (event_id, occurred_at);
  reset maintenance_work_mem;`;

/**
 * Adds about `events` app events for the members already in the database, consistent with them (see
 * memberEvents). Two passes over the members: the first sums their retention curves to size the
 * sessions, the second generates and loads. Rows go by COPY straight into each month's partition.
 */
export async function seedEvents(handle: DbHandle, options: EventSeedOptions): Promise<EventSeedReport> {
  const started = performance.now();
  const seed = options.seed ?? 1;
  const now = (options.now ?? new Date()).getTime();
  let mass = 0;
  let onboarding = 0;
  let memberCount = 0;
  for await (const page of allMembers(handle, now)) {
    for (const m of page) {
      mass += sessionMass(m, retentionOf(m, now));
      onboarding += m.onboardingStage + (m.isRegistrationComplete ? 0 : 2);
      memberCount += 1;
      if (memberCount % MEMBERS_PER_TURN === 0) await yieldToIo();
    }
  }
  const sessions = Math.max(0, options.events - onboarding) / EVENTS_PER_SESSION;
  // what progress is measured against: the members' onboarding events alone may pass a small target
  const expected = Math.max(options.events, onboarding);
  const intensity = mass > 0 ? sessions / mass : 0;

  const rebuild =
    handle.kind === 'postgres' &&
    options.events >= (options.rebuildKeysFrom ?? 2_000_000) &&
    (await isEmpty(handle));
  if (rebuild) await handle.exec(DROP_KEYS);

  const linesPerFlush = handle.kind === 'postgres' ? LINES_PER_FLUSH : PGLITE_LINES_PER_FLUSH;
  const buffers = new Map<string, string[]>();
  const made = new Set<string>();
  let done = 0;
  const timing = { keysMs: 0 };
  const flush = async (month: string, lines: string[]) => {
    if (!made.has(month)) {
      await handle.db.execute(sql`select app_events_ensure_month(${`${month}-01T00:00:00Z`}::timestamptz)`);
      made.add(month);
    }
    const chunks: string[] = [];
    for (let i = 0; i < lines.length; i += LINES_PER_CHUNK)
      chunks.push(lines.slice(i, i + LINES_PER_CHUNK).join(''));
    await handle.copyRows(`app_events_${month.replace('-', '_')}`, EVENT_COLUMNS, chunks, {
      sharedLock: APP_EVENTS_WRITE_LOCK,
    });
  };
  // up to two COPYs run while the next lines are generated (PostgreSQL; PGlite takes one at a time)
  const inFlight = new Set<Promise<void>>();
  const most = handle.kind === 'postgres' ? 2 : 1;
  const send = async (month: string, lines: string[]) => {
    while (inFlight.size >= most) await Promise.race(inFlight);
    const copy: Promise<void> = flush(month, lines).finally(() => inFlight.delete(copy));
    inFlight.add(copy);
  };
  try {
    const full: string[] = [];
    let generated = 0;
    for await (const page of allMembers(handle, now)) {
      for (const m of page) {
        if (++generated % MEMBERS_PER_TURN === 0) await yieldToIo();
        done += memberEvents(m, seed, now, intensity, (at, line) => {
          const month = line.slice(37, 44); // occurred_at follows the 36-character id and a tab
          let lines = buffers.get(month);
          if (!lines) buffers.set(month, (lines = []));
          if (lines.push(line) === linesPerFlush) full.push(month);
        });
        // memory stays bounded: a full month goes out before the next member is generated
        for (const month of full.splice(0)) {
          const lines = buffers.get(month);
          buffers.delete(month);
          if (lines) await send(month, lines);
          options.onProgress?.(Math.min(done, expected), expected);
        }
      }
      options.onProgress?.(Math.min(done, expected), expected);
    }
    for (const [month, lines] of buffers) if (lines.length) await send(month, lines);
    await Promise.all(inFlight);
  } finally {
    await Promise.allSettled(inFlight);
    // the keys come back even when the load failed half-way
    const keysStarted = performance.now();
    if (rebuild) await handle.exec(ADD_KEYS);
    timing.keysMs = performance.now() - keysStarted;
  }
  // each month's statistics on its own (PGlite's one connection serves requests between statements); the
  // parent's, sampled across them, on PostgreSQL only, where it blocks nothing
  for (const month of made) await gatherStatistics(handle, `app_events_${month.replace('-', '_')}`);
  if (handle.kind === 'postgres') await handle.exec('analyze app_events');
  const ms = performance.now() - started;
  return {
    events: done,
    members: memberCount,
    ms,
    eventsPerSecond: Math.round(done / (ms / 1000)),
    keysMs: timing.keysMs,
  };
}
