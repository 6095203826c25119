// Demo members: seed throughput (members/s, rows/s) and GET /api/user/dashboardList p50/p95, on PGlite
// (in memory, 100,000 members by default) and on PostgreSQL (a throw-away database on
// BENCH_DATABASE_URL's server, 1,000,000 members by default, dropped afterwards).
// Run: npx tsx bench/members.ts [--pglite N] [--postgres N]   (0 skips one)
import { parseArgs } from 'node:util';
import { DateTime } from 'luxon';
import { openDb, runMigrations, type DbHandle } from '@orrery/db';
import { seedMembers } from '@orrery/db/seed';
import { dashboardStatistics } from '../apps/server/src/modules/dashboard/service';
// @ts-expect-error plain JavaScript helper shared with the other benches
import { recordResults } from './lib/results.mjs';
// @ts-expect-error plain JavaScript helper shared with the other benches
import { PG_SERVER, withScratchDatabase } from './lib/seeded.mjs';
// @ts-expect-error plain JavaScript helper shared with the other benches
import { timeCalls } from './lib/server.mjs';

const { values } = parseArgs({
  options: {
    pglite: { type: 'string', default: '100000' },
    postgres: { type: 'string', default: '1000000' },
  },
});
/** What this bench prints, for bench/RESULTS.md: [figure, value]. */
const rows: [string, string][] = [];

async function measure(label: string, handle: DbHandle, members: number) {
  console.log(`\n${label}: seeding ${members.toLocaleString('en')} members`);
  const report = await seedMembers(handle, {
    members,
    put: async (key) => `/files/${key}`,
    onProgress: (done, total) => {
      if (done % 200_000 === 0 && done > 0 && done < total) console.log(`  ${done.toLocaleString('en')}`);
    },
  });
  console.log(
    `  ${report.members.toLocaleString('en')} members, ${report.photos.toLocaleString('en')} photos, ${report.devices.toLocaleString('en')} devices, ${report.deletions.toLocaleString('en')} deletion records`,
  );
  console.log(
    `  seed: ${(report.ms / 1000).toFixed(1)} s, ${report.membersPerSecond.toLocaleString('en')} members/s, ${report.rowsPerSecond.toLocaleString('en')} rows/s`,
  );
  rows.push(
    [
      `${label}: seeded`,
      `${report.members.toLocaleString('en')} members, ${report.photos.toLocaleString('en')} photos, ${report.devices.toLocaleString('en')} devices, ${report.deletions.toLocaleString('en')} deletion records`,
    ],
    [`${label}: seed time`, `${(report.ms / 1000).toFixed(1)} s`],
    [
      `${label}: seed rate`,
      `${report.membersPerSecond.toLocaleString('en')} members/s, ${report.rowsPerSecond.toLocaleString('en')} rows/s`,
    ],
  );
  for (const country of [null, 'IN', 'BR', 'PT']) {
    // the first ten warm the caches
    const { p50, p95 } = await timeCalls(() => dashboardStatistics(handle.db, country, DateTime.utc()), {
      warmup: 10,
      runs: 50,
    });
    console.log(
      `  dashboardList ${country ?? 'all countries'}: p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms`,
    );
    rows.push(
      [`${label}: dashboardList ${country ?? 'all countries'}: p50`, `${p50.toFixed(2)} ms`],
      [`${label}: dashboardList ${country ?? 'all countries'}: p95`, `${p95.toFixed(2)} ms`],
    );
  }
}

const pgliteMembers = Number(values.pglite);
if (pgliteMembers > 0) {
  const handle = await openDb({});
  await runMigrations(handle);
  await measure('PGlite (in memory)', handle, pgliteMembers);
  await handle.close();
}

const postgresMembers = Number(values.postgres);
if (postgresMembers > 0) {
  await withScratchDatabase(PG_SERVER, 'orrery_bench_members', async (url: string) => {
    const handle = await openDb({ databaseUrl: url });
    try {
      await runMigrations(handle);
      await measure('PostgreSQL', handle, postgresMembers);
    } finally {
      await handle.close();
    }
  });
}

recordResults(
  'Members seed and dashboard (bench/members.ts)',
  rows,
  'The demo seed in process, then dashboardStatistics 50 times after 10 warm-up, for all countries and for IN, BR and PT.',
);
