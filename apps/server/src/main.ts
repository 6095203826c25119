import { performance } from 'node:perf_hooks';
import { openDb, runMigrations } from '@orrery/db';
import { join } from 'node:path';
import { sharedSessionCache } from './lib/cacheChannel';
import { createLogger } from './lib/logger';
import { buildApp } from './app';
import { loadConfig } from './config';
import { startJobs } from './jobs';
import { ensureFirstSuperadmin } from './modules/admins';
import { seedDemoMembersOnce } from './modules/members';
import { createMailProvider } from './providers/mail';
import { createPlacesProvider } from './providers/places';
import { createStorageProvider } from './providers/storage';

const started = performance.now();
const config = loadConfig();
const log = createLogger(config.logLevel);

// the place index loads in the background while the database opens
const places = createPlacesProvider({ log, preload: true });
const sessionCache = await sharedSessionCache(config.databaseUrl, log);
const handle = await openDb({ databaseUrl: config.databaseUrl, pgliteDir: join(config.dataDir, 'pglite') });
await runMigrations(handle);
const app = await buildApp(
  {
    config,
    db: handle.db,
    dbKind: handle.kind,
    mail: createMailProvider(config, handle.db, log),
    places,
    storage: createStorageProvider(config),
    sessions: sessionCache.cache,
  },
  log,
);
await ensureFirstSuperadmin(handle.db, config, log);
// before listening, so that the dashboard is never empty once the log says ready (a new database only)
await seedDemoMembersOnce(handle, app.deps.storage, config.seedMembers, log);

let stopJobs: () => Promise<void> = async () => undefined;
const shutdown = async (signal: string) => {
  log.info({ signal }, 'shutting down');
  await stopJobs();
  await app.close();
  await sessionCache.close();
  await handle.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
log.info(
  { database: handle.kind, mail: app.deps.mail.name, readyMs: Math.round(performance.now() - started) },
  `Orrery is ready at http://localhost:${config.port}`,
);
// the job queue (retention purge) starts once the API serves
stopJobs = await startJobs(handle, app.deps.storage, log);
