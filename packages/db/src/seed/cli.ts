import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDb, runMigrations } from '../client';
import { clearMembers, hasNoMembers, seedMembers } from './index';
import { seedEventsFromCli } from './eventsCli';

const usage = `npm run seed -- [--members N] [--events E] [--seed S] [--now ISO-time] [--reset] [--batch N]
  Adds N demo members to the database named by DATABASE_URL, or to the PGlite database under
  DATA_DIR (default ./data); pool photos go to DATA_DIR/files/members/pool.
  --reset removes the members already there first (admins and settings stay).
  --events E then adds about E app events for the members in the database (those just made, or
  those already there when --members is left out), consistent with them.`;

const { values } = parseArgs({
  options: {
    members: { type: 'string' },
    events: { type: 'string' },
    seed: { type: 'string', default: '1' },
    now: { type: 'string' },
    reset: { type: 'boolean', default: false },
    batch: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

const count = Number(values.members ?? 0);
const events = Number(values.events ?? 0);
const seed = Number(values.seed);
const now = values.now ? new Date(values.now) : new Date();
if (
  values.help ||
  !Number.isInteger(count) ||
  count < 0 ||
  !Number.isInteger(events) ||
  events < 0 ||
  (values.members === undefined && values.events === undefined) ||
  !Number.isInteger(seed) ||
  Number.isNaN(now.getTime())
) {
  console.log(usage);
  process.exit(values.help ? 0 : 1);
}

// npm runs workspace scripts in the workspace folder: read paths from where the command was typed
const base = process.env.INIT_CWD ?? process.cwd();
const dataDir = resolve(base, process.env.DATA_DIR || './data');
const filesRoot = join(dataDir, 'files');
const databaseUrl = process.env.DATABASE_URL || undefined;
const handle = await openDb({ databaseUrl, pgliteDir: join(dataDir, 'pglite') });
try {
  await runMigrations(handle);
  if (count > 0 && !(await hasNoMembers(handle))) {
    if (!values.reset) {
      console.error('The database already holds members: add --reset to replace them.');
      process.exitCode = 1;
    } else await clearMembers(handle);
  }
  if (process.exitCode !== 1 && count > 0) {
    console.log(
      `seeding ${count} members (seed ${seed}) into ${databaseUrl ? 'PostgreSQL' : join(dataDir, 'pglite')}`,
    );
    let last = 0;
    const report = await seedMembers(handle, {
      members: count,
      seed,
      now,
      batchSize: values.batch ? Number(values.batch) : undefined,
      put: async (key, body) => {
        const path = join(filesRoot, key);
        await mkdir(dirname(path), { recursive: true });
        await writeFile(path, body);
        return `/files/${key}`;
      },
      onProgress: (done, total) => {
        if (done - last >= 100_000 || done === total) {
          last = done;
          console.log(`  ${done} / ${total}`);
        }
      },
    });
    console.log(
      `${report.members} members, ${report.photos} photos, ${report.devices} devices, ${report.deletions} deletion records, ${report.reports} reports, ${report.feedback} feedback messages in ${(report.ms / 1000).toFixed(1)} s: ${report.membersPerSecond} members/s, ${report.rowsPerSecond} rows/s`,
    );
  }
  if (process.exitCode !== 1 && events > 0) await seedEventsFromCli(handle, events, seed, now);
} finally {
  await handle.close();
}
