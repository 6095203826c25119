// The benches' PostgreSQL server and their throw-away databases on it (empty, or seeded with demo members
// for one benchmark), dropped afterwards.
import { execSync } from 'node:child_process';
import pg from 'pg';

const root = new URL('../../', import.meta.url).pathname;

/** Runs `npm run seed` for `members` demo members with `env` (DATABASE_URL, DATA_DIR) and prints the time. */
export function seed(members, env) {
  const started = performance.now();
  execSync(`npm run seed --silent -- --members ${members}`, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  console.log(
    `  seeded ${members.toLocaleString('en')} members in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

/**
 * The PostgreSQL server the benches make their throw-away databases on: BENCH_DATABASE_URL, else the local
 * one (BENCH_DATABASE_URL='' skips PostgreSQL in the benches that allow it).
 */
export const PG_SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Creates an empty database named `<prefix>_<time>` on the server `serverUrl`, calls `use(url)` and drops
 * the database whatever happens. With `keep` (a database name), uses that database instead (created when
 * missing, as it is when there) and keeps it afterwards, for a later run to reuse.
 */
export async function withScratchDatabase(serverUrl, prefix, use, { keep = '' } = {}) {
  const dbName = keep || `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const found = keep ? await admin.query('select 1 from pg_database where datname = $1', [dbName]) : null;
  if (!found?.rowCount) await admin.query(`create database ${dbName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  try {
    return await use(url.toString());
  } finally {
    if (!keep) await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}

/**
 * Creates a database on the server `serverUrl`, seeds `members` into it (files under `dataDir`),
 * vacuums it, calls `use(url)` and drops the database whatever happens.
 */
export async function withSeededDatabase(serverUrl, members, dataDir, use) {
  return withScratchDatabase(serverUrl, 'orrery_bench', async (url) => {
    seed(members, { DATABASE_URL: url, DATA_DIR: dataDir });
    const pool = new pg.Pool({ connectionString: url });
    await pool.query('vacuum analyze');
    await pool.end();
    return use(url);
  });
}
