import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDb, runMigrations } from '@orrery/db';
import { sharedSessionCache } from './lib/cacheChannel';
import { createLogger, logDestination, logRuntimeWarnings } from './lib/logger';
import { buildApp } from './app';
import { claimDemoData, loadDemoData } from './demoData';
import { Loading } from './lib/loading';
import { inBackground } from '@orrery/db';
import { loadConfig } from './config';
import { rollUpNow, startJobs } from './jobs';
import { ensureFirstSuperadmin } from './modules/admins';
import { seedAiReportVersionsOnce } from './modules/ai-reports';
import { reserveDemoCelebritiesOnce } from './modules/celebrities';
import { seedLanguagesOnce } from './modules/languages';
import { reserveDemoMembersOnce } from './modules/members';
import { seedSynastrySetsOnce } from './modules/synastry-sets';
import { seedTrendSettingsOnce } from './modules/trend-settings';
import { createAiProvider } from './providers/ai';
import { jobQueueSlot } from './providers/jobs';
import { createMailProvider } from './providers/mail';
import { createPushProvider } from './providers/push';
import { createPlacesProvider } from './providers/places';
import { createStorageProvider } from './providers/storage';

const started = performance.now();
const config = loadConfig();
const log = createLogger(config.logLevel, logDestination(config.logFormat));
logRuntimeWarnings(log);

// the place index loads in the background once the API serves (a missing one is built then, in a worker
// thread, so that it does not slow the start)
let serving = (): void => undefined;
const places = createPlacesProvider({ log, preload: new Promise<void>((resolve) => (serving = resolve)) });
const sessionCache = await sharedSessionCache(config.databaseUrl, log);
const loading = new Loading();
// the job queue, in the app's Deps from the start; pg-boss goes in once the API serves (startJobs)
const jobs = jobQueueSlot();
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
    jobs,
    sessions: sessionCache.cache,
    loading,
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
// demo members and celebrities an older version generated: marked as demo data, reserved addresses (once)
await reserveDemoMembersOnce(handle.db, log);
await reserveDemoCelebritiesOnce(handle.db, log);
const demoSizes = { members: config.seedMembers, events: config.seedEvents };
const loadsDemoData = await claimDemoData(handle, demoSizes);

let stopping = false;
/**
 * SIGTERM or SIGINT: no new requests (503 while closing), the ones under way answered; each send hands
 * back what it has not sent and every job ends (up to 10 s); then the database closes and the process
 * exits, 0 when all of it went well. A request still under way after SHUTDOWN_TIMEOUT_S (a client that
 * never finishes sending its upload) does not hold the process: it exits then, with 1.
 */
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  setTimeout(() => {
    log.error(
      { seconds: config.shutdownTimeoutS },
      'the shutdown did not finish in time (requests or jobs still under way): exiting',
    );
    process.exit(1);
  }, config.shutdownTimeoutS * 1000).unref();
  try {
    await Promise.all([app.close(), jobs.stop()]);
    await app.deps.mail.close?.();
    await sessionCache.close();
    await handle.close();
    log.info('stopped');
    process.exit(0);
  } catch (error) {
    log.error({ err: error }, 'the shutdown failed');
    process.exit(1);
  }
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
serving();
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
// the job queue (retention purge, sends, roll-ups) starts once the API serves
startJobs(jobs, { ...app.deps, handle, log, publicUrl: config.publicUrl }).catch((error) =>
  log.error({ err: error }, 'the job queue did not start'),
);
// the demo data of a new database fills in behind the API, its progress on /readyz and the dashboard
if (loadsDemoData) {
  void inBackground(async () => {
    await loadDemoData(handle, app.deps.storage, demoSizes, loading, log, () => rollUpNow(jobs));
  }).catch((error) => log.error({ err: error }, 'the demo data did not load completely'));
}
