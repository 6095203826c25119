export * from './client';
export * as schema from './schema/index';
export { PER_VALUE_PLAN } from './namedStatements';
export { migratedPgliteImage } from './pgliteImage';
export { APP_EVENTS_WRITE_LOCK } from './appEventsWriteLock';
export { inBackground, requestStarted } from './pgliteTurns';
