// Server start to ready (existing PGlite folder, and PostgreSQL), and GET /api/admin/admin-list under
// 50 concurrent connections (autocannon) beside the same SQL run straight on the driver.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { timesUnderLoad } from './lib/autocannon.mjs';
import { msRow, recordResults } from './lib/results.mjs';
import { PG_SERVER, withScratchDatabase } from './lib/seeded.mjs';
import { EMAIL, PASSWORD, buildIfMissing, median, percentile, signIn, startServer } from './lib/server.mjs';

const ADMINS = 300;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
/** Each load first runs this long unmeasured. */
const WARMUP_SECONDS = 3;

buildIfMissing();

// no demo data: its analytics roll-up would run at every start and take the cores from the measured load
const env = (extra) => ({
  PORT: '8197',
  ADMIN_EMAIL: EMAIL,
  ADMIN_PASSWORD: PASSWORD,
  SEED_MEMBERS: '0',
  ...extra,
});
const fmt = (ms) => `${ms.toFixed(1)} ms`;
/** What this bench prints, for bench/RESULTS.md. */
const rows = [];

async function readyTimes(extra, runs = 5) {
  const first = await startServer(env(extra)); // migrates and creates the first superadmin
  await first.stop();
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const server = await startServer(env(extra));
    times.push(server.readyMs);
    await server.stop();
  }
  return times;
}

// what the route runs per call: the page with the count beside each row (the session is cached)
const LIST_SQL = `select *, count(*) over() from admins order by created_at desc nulls last, id asc limit 20 offset 0`;

async function seedAdmins(query) {
  await query(
    `insert into admins (nick_name, identifier, password_hash, gender, user_type, profession, created_at)
     select 'Admin ' || g, 'admin' || g || '@bench.local', 'x', case when g % 2 = 0 then 'f' else 'm' end,
            case when g % 10 = 0 then 'superadmin' else 'admin' end, 'Moderator', now() - (g || ' hours')::interval
     from generate_series(1, ${ADMINS}) g on conflict do nothing`,
  );
}

async function loadApi(server, token) {
  // not measured, as for the driver: the warm-up of a new server and of each new connection
  const { times, result } = await timesUnderLoad(
    `${server.base}/api/admin/admin-list?pageNo=1&pageLimit=20`,
    token,
    {
      connections: 50,
      warmupSeconds: WARMUP_SECONDS,
      seconds: SECONDS,
    },
  );
  if (result.non2xx > 0) throw new Error(`${result.non2xx} answers were not 2xx`);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    rps: times.length / SECONDS,
  };
}

async function loadDriver(pool) {
  let times = [];
  const run = async (seconds) => {
    const until = performance.now() + seconds * 1000;
    const worker = async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        await pool.query(LIST_SQL);
        times.push(performance.now() - t0);
      }
    };
    await Promise.all(Array.from({ length: 50 }, worker));
  };
  await run(WARMUP_SECONDS);
  times = [];
  await run(SECONDS);
  return { p50: percentile(times, 50), p95: percentile(times, 95), rps: times.length / SECONDS };
}

const report = (label, r, on) => {
  console.log(
    `  ${label.padEnd(36)} p50 ${fmt(r.p50).padStart(9)}  p95 ${fmt(r.p95).padStart(9)}  ${Math.round(r.rps)} req/s`,
  );
  rows.push(
    msRow(`admin-list, ${label} (${on}): p50`, r.p50),
    msRow(`admin-list, ${label} (${on}): p95`, r.p95),
    [`admin-list, ${label} (${on}): requests/s`, String(Math.round(r.rps))],
  );
};

// --- PGlite
const dataDir = mkdtempSync(join(tmpdir(), 'orrery-bench-'));
const pgliteTimes = await readyTimes({ DATA_DIR: dataDir });
console.log(
  `server start → ready, existing PGlite folder: median ${fmt(median(pgliteTimes))} (runs: ${pgliteTimes.map((t) => t.toFixed(0)).join(', ')} ms)`,
);
rows.push(msRow('server start → ready, existing PGlite folder: median of 5', median(pgliteTimes)));

// --- PostgreSQL
await withScratchDatabase(PG_SERVER, 'orrery_bench', async (dbUrl) => {
  const pgTimes = await readyTimes({ DATA_DIR: dataDir, DATABASE_URL: dbUrl });
  console.log(
    `server start → ready, PostgreSQL:           median ${fmt(median(pgTimes))} (runs: ${pgTimes.map((t) => t.toFixed(0)).join(', ')} ms)`,
  );
  rows.push(msRow('server start → ready, PostgreSQL: median of 5', median(pgTimes)));

  const pool = new pg.Pool({ connectionString: dbUrl, max: 10 });
  pool.on('error', () => undefined); // the database is dropped with its connections at the end
  await seedAdmins((text) => pool.query(text));
  // sign in on an info-level server (the one-time code is in its log), then measure a quiet one
  const loud = await startServer(env({ DATA_DIR: dataDir, DATABASE_URL: dbUrl }));
  const token = await signIn(loud, EMAIL, PASSWORD);
  await loud.stop();
  const quiet = await startServer(env({ DATA_DIR: dataDir, DATABASE_URL: dbUrl, LOG_LEVEL: 'warn' }));
  console.log(
    `GET /api/admin/admin-list, ${ADMINS + 1} admins, page of 20 with its count, 50 connections, ${SECONDS} s (PostgreSQL):`,
  );
  const api = await loadApi(quiet, token);
  report('API (autocannon, loopback)', api, 'PostgreSQL');
  const driver = await loadDriver(pool);
  report('same SQL on node-postgres (pool 10)', driver, 'PostgreSQL');
  const ratio = api.p95 / driver.p95;
  // aim: the API within 1.5× of the driver
  console.log(`  p95 API / driver ${ratio.toFixed(2)}×  aim < 1.5×: ${ratio < 1.5 ? 'met' : 'NOT met'}`);
  rows.push(['admin-list p95, API / driver (PostgreSQL)', `${ratio.toFixed(2)}×`, '< 1.5×', ratio < 1.5]);
  await quiet.stop();
  await pool.end();
});

// --- PGlite under load
{
  const seeder = await startServer(env({ DATA_DIR: dataDir }));
  const token = await signIn(seeder, EMAIL, PASSWORD);
  await seeder.stop();
  const { PGlite } = await import('@electric-sql/pglite');
  const direct = await PGlite.create(join(dataDir, 'pglite'));
  await seedAdmins((text) => direct.query(text));
  await direct.close();
  const quiet = await startServer(env({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }));
  console.log(`GET /api/admin/admin-list, same load (PGlite):`);
  report('API (autocannon, loopback)', await loadApi(quiet, token), 'PGlite');
  await quiet.stop();
}
rmSync(dataDir, { recursive: true, force: true });

recordResults(
  'Server start and admin list (bench/server.mjs)',
  rows,
  `Start to ready over 5 starts after a first (no demo data); GET /api/admin/admin-list, ${ADMINS + 1} admins, a page of 20 with its count, 50 connections, ${SECONDS} s after ${WARMUP_SECONDS} s unmeasured.`,
);
