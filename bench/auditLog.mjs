// The audit log at scale, through the API on PostgreSQL: the Activity screen's first page (no filter, by
// admin, by action, by area and a week) and a member's History, with BENCH_AUDIT_ROWS audit rows (default
// 10,000,000), one request at a time. Aim: p95 < 100 ms for the Activity first page and a History.
// The rows are made in SQL (generate_series) with the chain's seal turned off (it seals at commit, row by
// row: a bench of the reads need not pay it), spread over the last year across five admins and jobs,
// ten changes for each of 1,000,000 members and the rest on locations and settings.
//   BENCH_DATABASE_URL  PostgreSQL server (a throw-away database is created and dropped)
//   BENCH_AUDIT_ROWS    audit rows (default 10000000)
//   BENCH_RUNS          measured requests per case (default 40)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { PG_SERVER, withScratchDatabase } from './lib/seeded.mjs';
import { msRow, recordResults } from './lib/results.mjs';
import { EMAIL, PASSWORD, aim, day, getJson, signIn, startServer, timeCalls } from './lib/server.mjs';

const ROWS = Number(process.env.BENCH_AUDIT_ROWS ?? 10_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const WARMUP = 5;
const CHUNK = 1_000_000;
const AIM_MS = 100;
const rows = [];

/** Fills audit_log with `total` rows in chunks, printing the progress. */
async function fill(url, total) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('alter table audit_log disable trigger audit_log_seal');
    const admins = (await client.query('select id from admins')).rows.map((r) => r.id);
    const started = performance.now();
    for (let from = 1; from <= total; from += CHUNK) {
      const to = Math.min(total, from + CHUNK - 1);
      // g % 10 < 8: a member's change (member m<g % 1,000,000>), else a location's or the app settings'
      await client.query(
        `insert into audit_log (actor_id, actor_name, action, entity, entity_id, before, after, created_at)
         select case when g % 7 = 0 then null else ($3::uuid[])[1 + g % array_length($3::uuid[], 1)] end,
           case when g % 7 = 0 then 'system' else 'Bench admin' end,
           case when g % 10 < 8 then (array['member.edit','member.rating','profile.review','member.dormant'])[1 + g % 4]
                when g % 10 = 8 then 'location.update' else 'appSettings.update' end,
           case when g % 10 < 8 then 'member' when g % 10 = 8 then 'location' else 'appSettings' end,
           case when g % 10 < 8 then 'm' || (g % 1000000) when g % 10 = 8 then 'loc-' || (g % 5000) else 'app' end,
           jsonb_build_object('profession', 'was ' || g, 'version', g),
           jsonb_build_object('profession', 'now ' || g, 'version', g + 1),
           now() - ($4::bigint - g) * (interval '1 year' / $4::bigint)
         from generate_series($1::bigint, $2::bigint) g`,
        [from, to, admins, total],
      );
      const seconds = (performance.now() - started) / 1000;
      console.log(`  ${to.toLocaleString('en')} audit rows in ${seconds.toFixed(0)} s`);
    }
    await client.query('alter table audit_log enable trigger audit_log_seal');
    await client.query('vacuum analyze audit_log');
  } finally {
    await client.end();
  }
}

const measure = (server, token, path) =>
  timeCalls(() => getJson(`${server.base}/api/audit-log/${path}`, token), { warmup: WARMUP, runs: RUNS });

const dataDir = mkdtempSync(join(tmpdir(), 'orrery-bench-audit-'));
try {
  await withScratchDatabase(PG_SERVER, 'orrery_bench_audit', async (url) => {
    const env = {
      PORT: '8197',
      ADMIN_EMAIL: EMAIL,
      ADMIN_PASSWORD: PASSWORD,
      SEED_MEMBERS: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: url,
    };
    // the first start makes the tables and the superadmin; the rows go in with no server running
    const first = await startServer(env);
    await first.stop();
    await fill(url, ROWS);
    const server = await startServer(env);
    try {
      const token = await signIn(server, EMAIL, PASSWORD);
      const admin = (await measure(server, token, 'filters')).answer.actors[0]._id;
      const week = day(7);
      const cases = [
        ['Activity first page, no filter', 'list?pageNo=1&pageLimit=20', AIM_MS],
        ['Activity first page, by admin', `list?pageNo=1&pageLimit=20&actorId=${admin}`, AIM_MS],
        ['Activity first page, by action', 'list?pageNo=1&pageLimit=20&action=location.update', AIM_MS],
        ['Activity first page, by area', 'list?pageNo=1&pageLimit=20&entity=appSettings', AIM_MS],
        ['Activity first page, the last 7 days', `list?pageNo=1&pageLimit=20&startDate=${week}`, AIM_MS],
        ["a member's History", 'history?entity=member&entityId=m123457', AIM_MS],
        ['Activity filters (areas, actions, admins)', 'filters'],
      ];
      console.log(
        `GET /api/audit-log/…, ${ROWS.toLocaleString('en')} audit rows, ${RUNS} runs after ${WARMUP} warm-up`,
      );
      for (const [name, path, limit] of cases) {
        const r = await measure(server, token, path);
        const shown = r.answer.item
          ? `rows ${r.answer.item.length}, total ${r.answer.pagination.totalUser.toLocaleString('en')}${r.answer.totalCapped ? '+' : ''}`
          : '';
        console.log(
          `  ${name.padEnd(44)} p50 ${r.p50.toFixed(1).padStart(7)} ms  p95 ${r.p95.toFixed(1).padStart(7)} ms  ${shown}${limit ? `  ${aim('p95', r.p95, limit)}` : ''}`,
        );
        rows.push(msRow(`${name}: p50`, r.p50), msRow(`${name}: p95`, r.p95, limit));
      }
    } finally {
      await server.stop();
    }
  });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

recordResults(
  'Audit log at scale (bench/auditLog.mjs)',
  rows,
  `GET /api/audit-log/list and /history on PostgreSQL with ${ROWS.toLocaleString('en')} audit rows over a year, one request at a time: ${RUNS} runs after ${WARMUP} warm-up.`,
);
