import { performance } from 'node:perf_hooks';
import { setImmediate as yieldToIo } from 'node:timers/promises';
import { getTableName, sql, type Table } from 'drizzle-orm';
import { DEFAULT_RETENTION_DAYS, RETENTION_SETTING_KEY } from '@orrery/contract';
import type { DbHandle } from '../client';
import {
  appSettings,
  feedback,
  memberDeletions,
  memberDevices,
  memberPhotos,
  reports,
  members,
} from '../schema/index';
import { Gazetteer } from './cities';
import { copyWriter } from './copyText';
import { markets } from './markets';
import { generateMember, generatePurgedDeletion, type SeedContext } from './member';
import { makePhotoPool, type PutFile } from './photos';
import { makeScreenshotPool } from './screenshots';
import { withoutSecondaryIndexes } from './indexes';
import { gatherStatistics } from './statistics';

export type { PutFile } from './photos';
export {
  generateMember,
  generatedMemberId,
  generatePurgedDeletion,
  type SeedContext,
  type GeneratedMember,
} from './member';
export { makePhotoPool } from './photos';
export { makeScreenshotPool, SCREENSHOT_POOL_PREFIX } from './screenshots';
export { memberIdAt } from './reports';
export { nameSets } from './names';
export { between, chance, intBetween, pick, rngFor, weighted, type Rng } from './random';

export interface SeedOptions {
  members: number;
  seed?: number;
  /** The moment the data is generated for; sign-ups run over the three years before it. */
  now?: Date;
  /** Stores the generated pool photos and answers their URL (the storage provider's `put`). */
  put: PutFile;
  poolSize?: number;
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
  /**
   * From this many members on, a load into an empty members table drops the secondary indexes
   * of the loaded tables and builds them again at the end (default 100,000).
   */
  rebuildIndexesFrom?: number;
}

export interface SeedReport {
  members: number;
  photos: number;
  devices: number;
  deletions: number;
  reports: number;
  feedback: number;
  ms: number;
  membersPerSecond: number;
  rowsPerSecond: number;
}

/** The seed of the start-up demo data and of `npm run seed` without --seed. */
export const DEFAULT_SEED = 1;

/** Share of extra deletion records of accounts already removed for good (past the retention period). */
const PURGED_SHARE = 0.06;

let gazetteer: Gazetteer | undefined;
/** The cities of the seeded markets, read once per process (reading them is slow). */
export const seedGazetteer = () => (gazetteer ??= new Gazetteer(markets.map((m) => m.code)));

const writers = {
  members: copyWriter(members),
  photos: copyWriter(memberPhotos),
  devices: copyWriter(memberDevices),
  deletions: copyWriter(memberDeletions),
  reports: copyWriter(reports),
  feedback: copyWriter(feedback),
};

type Counts = Record<keyof typeof writers, number>;

/** Lines go out in chunks of a few hundred kilobytes: one write per line would cost more than the data. */
const LINES_PER_CHUNK = 1000;

async function copy(handle: DbHandle, table: Table, columns: readonly string[], lines: string[]) {
  if (!lines.length) return;
  const chunks: string[] = [];
  for (let i = 0; i < lines.length; i += LINES_PER_CHUNK)
    chunks.push(lines.slice(i, i + LINES_PER_CHUNK).join(''));
  await handle.copyRows(getTableName(table), columns, chunks);
}

/**
 * Adds `members` demo members (with photos, devices and deletion records) to the database, in
 * batches loaded with COPY. Deterministic: a seed and a `now` give the same rows every time.
 * Expects no members with the same seed to be there already (ids would collide).
 */
const SEEDED_TABLES = [
  'members',
  'member_photos',
  'member_devices',
  'member_deletions',
  'member_totals',
  'reports',
  'feedback',
] as const;

export async function seedMembers(handle: DbHandle, options: SeedOptions): Promise<SeedReport> {
  const started = performance.now();
  const seed = options.seed ?? DEFAULT_SEED;
  const total = options.members;
  // PGlite's one connection is shared with the server's requests: short COPYs there
  const batchSize = options.batchSize ?? (handle.kind === 'postgres' ? 10_000 : 250);
  const ctx: SeedContext = {
    seed,
    now: (options.now ?? new Date()).getTime(),
    gazetteer: seedGazetteer(),
    pool: await makePhotoPool(options.put, seed, options.poolSize),
    members: total,
    screenshots: await makeScreenshotPool(options.put, seed),
  };
  const counts: Counts = { members: 0, photos: 0, devices: 0, deletions: 0, reports: 0, feedback: 0 };
  const load = () => loadRows(handle, ctx, total, batchSize, counts, options.onProgress);
  if (total >= (options.rebuildIndexesFrom ?? 100_000) && (await hasNoMembers(handle)))
    await withoutSecondaryIndexes(handle, load);
  else await load();
  await handle.db
    .insert(appSettings)
    .values({ key: RETENTION_SETTING_KEY, value: DEFAULT_RETENTION_DAYS })
    .onConflictDoNothing();
  // fresh statistics and visibility map: the planner and index-only scans need them at once
  for (const table of SEEDED_TABLES) await gatherStatistics(handle, table, true);
  options.onProgress?.(total, total);

  const ms = performance.now() - started;
  const rows = Object.values(counts).reduce((a, b) => a + b, 0);
  return {
    ...counts,
    ms: Math.round(ms),
    membersPerSecond: Math.round((counts.members / ms) * 1000),
    rowsPerSecond: Math.round((rows / ms) * 1000),
  };
}

async function loadRows(
  handle: DbHandle,
  ctx: SeedContext,
  total: number,
  batchSize: number,
  counts: Counts,
  onProgress: SeedOptions['onProgress'],
) {
  let loading: Promise<void> = Promise.resolve();
  // reporters may come in later batches: the reports go in once every member is there
  const reportLines: string[] = [];

  for (let start = 0; start < total; start += batchSize) {
    const end = Math.min(total, start + batchSize);
    const lines = {
      members: [] as string[],
      photos: [] as string[],
      devices: [] as string[],
      deletions: [] as string[],
      feedback: [] as string[],
    };
    for (let i = start; i < end; i++) {
      const row = generateMember(ctx, i);
      lines.members.push(writers.members.line(row.member));
      for (const photo of row.photos) lines.photos.push(writers.photos.line(photo));
      for (const device of row.devices) lines.devices.push(writers.devices.line(device));
      if (row.deletion) lines.deletions.push(writers.deletions.line(row.deletion));
      for (const report of row.reports) reportLines.push(writers.reports.line(report));
      for (const message of row.feedback) lines.feedback.push(writers.feedback.line(message));
      // let the previous batch's COPY stream out while this one is made
      if (i % 250 === 249) await yieldToIo();
    }
    await loading;
    onProgress?.(start, total);
    loading = (async () => {
      await copy(handle, members, writers.members.columns, lines.members);
      await Promise.all([
        copy(handle, memberPhotos, writers.photos.columns, lines.photos),
        copy(handle, memberDevices, writers.devices.columns, lines.devices),
        copy(handle, memberDeletions, writers.deletions.columns, lines.deletions),
        copy(handle, feedback, writers.feedback.columns, lines.feedback),
      ]);
    })();
    counts.members += lines.members.length;
    counts.photos += lines.photos.length;
    counts.devices += lines.devices.length;
    counts.deletions += lines.deletions.length;
    counts.feedback += lines.feedback.length;
  }
  await loading;
  await loadReports(handle, reportLines);
  counts.reports += reportLines.length;

  const purged = Math.round(total * PURGED_SHARE);
  for (let start = 0; start < purged; start += batchSize) {
    const lines: string[] = [];
    for (let i = start; i < Math.min(purged, start + batchSize); i++)
      lines.push(writers.deletions.line(generatePurgedDeletion(ctx, i)));
    await copy(handle, memberDeletions, writers.deletions.columns, lines);
    counts.deletions += lines.length;
  }
}

/**
 * COPYs the reports with the summary trigger set aside: the generated member rows already carry
 * reported_count, reporters_count and last_reported_at (the seed tests check they agree), and the
 * trigger would recount every reported member, without its index during a large load.
 */
async function loadReports(handle: DbHandle, lines: string[]) {
  if (!lines.length) return;
  await handle.exec('ALTER TABLE reports DISABLE TRIGGER reports_summary_insert');
  try {
    await copy(handle, reports, writers.reports.columns, lines);
  } finally {
    await handle.exec('ALTER TABLE reports ENABLE TRIGGER reports_summary_insert');
  }
}

/** Whether the database holds no member yet (start-up seeding runs only then). */
export async function hasNoMembers(handle: DbHandle): Promise<boolean> {
  const rows = await handle.db
    .select({ one: sql<number>`1` })
    .from(members)
    .limit(1);
  return rows.length === 0;
}

/** Removes every member and deletion record (the demo data), keeping admins and settings. */
export async function clearMembers(handle: DbHandle): Promise<void> {
  await handle.exec('TRUNCATE reports, feedback, member_photos, member_devices, member_deletions, members');
}
export { seedEvents, type EventSeedOptions, type EventSeedReport } from './eventsLoad';
