// App events on PostgreSQL: ingestion through POST /api/events (the built server, several
// clients posting 500-event batches at once; aim at least 20,000 events/s) and generation with
// `npm run seed -- --events N` for the demo members (aim 50,000,000 in under 10 minutes).
//   BENCH_DATABASE_URL        PostgreSQL server (throw-away databases are created and dropped)
//   BENCH_EVENT_MEMBERS       demo members the events belong to (default 20000)
//   BENCH_INGEST_SECONDS      how long the clients post (default 20; 0 skips)
//   BENCH_INGEST_CLIENTS      concurrent clients (default 8)
//   BENCH_INGEST_BATCHES      batches of 500 made ahead (default 600)
//   BENCH_GENERATE            event counts to generate, comma-separated (default 10000000; add 50000000)
import { execSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { contract } from './lib/contract.mjs';
import { msRow, recordResults } from './lib/results.mjs';
import { PG_SERVER, withScratchDatabase } from './lib/seeded.mjs';
import { EMAIL, PASSWORD, buildIfMissing, percentile, startServer } from './lib/server.mjs';

const MEMBERS = Number(process.env.BENCH_EVENT_MEMBERS ?? 20_000);
const INGEST_SECONDS = Number(process.env.BENCH_INGEST_SECONDS ?? 20);
const CLIENTS = Number(process.env.BENCH_INGEST_CLIENTS ?? 8);
const GENERATE = (process.env.BENCH_GENERATE ?? '10000000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const KEY = `bench-app-key-${randomUUID()}`;
const BATCH = 500;
/** Batches made ahead (300,000 events): the run ends early when they are all sent. */
const BODIES = Number(process.env.BENCH_INGEST_BATCHES ?? 600);
const root = new URL('../', import.meta.url).pathname;
/** What this bench prints, for bench/RESULTS.md. */
const rows = [];

buildIfMissing();

/** A throw-away database on the server, dropped after `use(url)` whatever happens. */
const withDatabase = (use) => withScratchDatabase(PG_SERVER, 'orrery_bench_events', use);

/** `npm run seed -- <args>` on that database; answers its output. */
function seed(url, dataDir, args) {
  return execSync(`npm run seed --silent -- ${args}`, {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  }).toString();
}

const kinds = [
  ['screen_visit', 'astro_visit'],
  ['user_action', 'like'],
  ['feature_use', 'daily_horoscope'],
  ['session_start', undefined],
];

/** One batch body: events of known members over the last 60 days, each with a fresh id. */
function batchBody(memberIds) {
  const now = Date.now();
  const events = [];
  for (let i = 0; i < BATCH; i++) {
    const [kind, name] = kinds[i % kinds.length];
    // the app's documented example event, as another member's at another moment
    const { name: _name, ...example } = contract.appEventExample;
    events.push({
      ...example,
      eventId: randomUUID(),
      kind,
      ...(name ? { name } : {}),
      memberId: memberIds[(Math.random() * memberIds.length) | 0],
      occurredAt: new Date(now - Math.random() * 60 * 86_400_000).toISOString(),
    });
  }
  return JSON.stringify({ events });
}

async function ingestion(url, dataDir) {
  const server = await startServer({
    PORT: '8101',
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    SEED_MEMBERS: '0',
    APP_EVENTS_KEY: KEY,
    ADMIN_EMAIL: EMAIL,
    ADMIN_PASSWORD: PASSWORD,
  });
  server.quiet();
  const pool = new pg.Pool({ connectionString: url });
  const memberIds = (await pool.query('select id from members limit 5000')).rows.map((r) => r.id);
  await pool.end();
  // every body made before the clock starts (fresh ids each), so that the figure is the server's
  const bodies = Array.from({ length: BODIES }, () => batchBody(memberIds));
  let next = 0;
  let accepted = 0;
  let batches = 0;
  const times = [];
  const until = performance.now() + INGEST_SECONDS * 1000;
  const client = async () => {
    while (performance.now() < until && next < bodies.length) {
      const body = bodies[next++];
      const t0 = performance.now();
      const res = await fetch(`${server.base}/api/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-app-key': KEY },
        body,
      });
      const answer = await res.json();
      if (!res.ok) throw new Error(`POST /api/events: ${res.status} ${JSON.stringify(answer)}`);
      times.push(performance.now() - t0);
      accepted += answer.accepted;
      batches += 1;
    }
  };
  const started = performance.now();
  let seconds;
  try {
    await Promise.all(Array.from({ length: CLIENTS }, () => client()));
    // the clock stops with the last answer: the server's shutdown (it finishes a running roll-up) is not ingestion
    seconds = (performance.now() - started) / 1000;
  } finally {
    await server.stop();
  }
  const p95 = percentile(times, 95);
  const rate = accepted / seconds;
  console.log(
    `  ingestion: ${CLIENTS} clients, ${batches} batches of ${BATCH} in ${seconds.toFixed(1)} s: ${Math.round(rate).toLocaleString('en')} events/s, p95 ${p95.toFixed(0)} ms a batch  aim ≥ 20,000 events/s: ${rate >= 20_000 ? 'met' : 'NOT met'}`,
  );
  rows.push(
    [
      `ingestion: ${CLIENTS} clients, ${batches} batches of ${BATCH} in ${seconds.toFixed(1)} s`,
      `${Math.round(rate).toLocaleString('en')} events/s`,
      '≥ 20,000 events/s',
      rate >= 20_000,
    ],
    msRow('ingestion: p95 a batch', p95, undefined, 0),
  );
}

async function generation(events, dataDir) {
  await withDatabase(async (url) => {
    seed(url, dataDir, `--members ${MEMBERS}`);
    const started = performance.now();
    const out = seed(url, dataDir, `--events ${events}`);
    const seconds = (performance.now() - started) / 1000;
    const made = Number(/(\d+) events for/.exec(out)?.[1] ?? 0);
    const keys = /keys built again in ([\d.]+) s/.exec(out)?.[1];
    const aimLine = events >= 50_000_000 ? `  aim 50 M < 600 s: ${seconds < 600 ? 'met' : 'NOT met'}` : '';
    console.log(
      `  generation: ${made.toLocaleString('en')} events for ${MEMBERS.toLocaleString('en')} members in ${seconds.toFixed(0)} s (${Math.round(made / seconds).toLocaleString('en')} events/s${keys ? `, keys rebuilt in ${keys} s` : ''})${aimLine}`,
    );
    rows.push([
      `generation: ${made.toLocaleString('en')} events for ${MEMBERS.toLocaleString('en')} members (${Math.round(made / seconds).toLocaleString('en')} events/s${keys ? `, keys rebuilt in ${keys} s` : ''})`,
      `${seconds.toFixed(0)} s`,
      ...(events >= 50_000_000 ? ['< 600 s', seconds < 600] : []),
    ]);
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'orrery-bench-events-'));
try {
  console.log(`PostgreSQL, app events (the machine may be shared: figures vary with its load)`);
  if (INGEST_SECONDS > 0)
    await withDatabase(async (url) => {
      seed(url, dataDir, `--members ${Math.min(MEMBERS, 5000)}`);
      await ingestion(url, dataDir);
    });
  for (const events of GENERATE) await generation(events, dataDir);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
recordResults(
  'App events (bench/events.mjs)',
  rows,
  'On PostgreSQL (the machine may be shared: figures vary with its load): POST /api/events from several clients at once, and `npm run seed -- --events N` for the demo members.',
);
