import { performance } from 'node:perf_hooks';
import { openDb, runMigrations } from '@orrery/db';
import { join } from 'node:path';
import { sharedSessionCache } from './lib/cacheChannel';
import { createLogger, logDestination, logRuntimeWarnings } from './lib/logger';
import { buildApp } from './app';
import { loadConfig } from './config';
import { startJobs } from './jobs';
import { ensureFirstSuperadmin } from './modules/admins';
import { seedAiReportVersionsOnce } from './modules/ai-reports';
import { reserveDemoCelebritiesOnce, seedDemoCelebritiesOnce } from './modules/celebrities';
import { seedDemoEventsOnce } from './modules/app-events';
import { seedLanguagesOnce } from './modules/languages';
import { reserveDemoMembersOnce, seedDemoMembersOnce } from './modules/members';
import { seedDemoPairsOnce } from './modules/pairs';
import { seedSynastrySetsOnce } from './modules/synastry-sets';
import { seedTrendSettingsOnce } from './modules/trend-settings';
import { seedDemoMessagesOnce } from './modules/messaging';
import { createAiProvider } from './providers/ai';
import { createMailProvider } from './providers/mail';
import { createPushProvider } from './providers/push';
import { createPlacesProvider } from './providers/places';
import { createStorageProvider } from './providers/storage';

const started = performance.now();
const config = loadConfig();
const log = createLogger(config.logLevel, logDestination(config.logFormat));
logRuntimeWarnings(log);

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
    push: createPushProvider(config, handle.db),
    ai: createAiProvider(config),
    places,
    storage: createStorageProvider(config, handle.db),
    sessions: sessionCache.cache,
  },
  log,
);
await ensureFirstSuperadmin(handle.db, config, log);
// version 1 of the premium and free AI report settings, live (a new database only)
await seedAiReportVersionsOnce(handle.db);
// the Default rule/score set, and the demo set when demo data is on (a new database only)
await seedSynastrySetsOnce(handle.db, config.seedMembers > 0, log);
// English and Português with the automatic-message and push keys, and demo mobile keys (a new database only)
await seedLanguagesOnce(handle.db, config.seedMembers > 0, log);
// the default astro settings, and the demo source texts when demo data is on (a new database only)
await seedTrendSettingsOnce(handle.db, config.seedMembers > 0, log);
// before listening, so that the dashboard is never empty once the log says ready (a new database only)
await seedDemoMembersOnce(handle, app.deps.storage, config.seedMembers, log);
// a few hundred thousand app events for those members (SEED_EVENTS), for the analytics (a new database only)
await seedDemoEventsOnce(handle, config.seedMembers > 0 ? config.seedEvents : 0, log);
// about 200 celebrities of the three types with their charts, when demo data is on (a new database only)
await seedDemoCelebritiesOnce(
  handle.db,
  (key, body, type) => app.deps.storage.put(key, body, type),
  config.seedMembers > 0 ? 200 : 0,
  log,
);
// demo members and celebrities an older version generated: marked as demo data, reserved addresses (once)
await reserveDemoMembersOnce(handle.db, log);
await reserveDemoCelebritiesOnce(handle.db, log);
// the pair group longMarriage with 200 pairs, when demo data is on (SEED_MEMBERS above 0)
await seedDemoPairsOnce(handle.db, config.seedMembers > 0 ? 200 : 0, log);
// three pushes and an e-mail sent through the outbox, when demo data is on (a new database only)
await seedDemoMessagesOnce(handle.db, config.seedMembers > 0, log);

let stopJobs: () => Promise<void> = async () => undefined;
const shutdown = async (signal: string) => {
  log.info({ signal }, 'shutting down');
  await stopJobs();
  await app.close();
  await app.deps.mail.close?.();
  await sessionCache.close();
  await handle.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
log.info(
  {
    database: handle.kind,
    storage: app.deps.storage.name,
    mail: app.deps.mail.name,
    push: app.deps.push.name,
    ai: app.deps.ai.name,
    readyMs: Math.round(performance.now() - started),
  },
  `Orrery is ready at http://localhost:${config.port}`,
);
// the job queue (retention purge) starts once the API serves
stopJobs = await startJobs(handle, app.deps.storage, log, { ...app.deps, publicUrl: config.publicUrl });
