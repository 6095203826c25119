import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { SessionCache } from './sessionCache';

const CHANNEL = 'orrery_session_cache';

/**
 * On PostgreSQL several server processes may share one database: each listens on a channel, and a
 * session or admin change made by one is announced to all, so that no process keeps accepting an
 * ended session. PGlite is single-process and needs none of this.
 */
export async function sharedSessionCache(databaseUrl: string | undefined, log: FastifyBaseLogger) {
  if (!databaseUrl) return { cache: new SessionCache(), close: async () => undefined };
  const listener = new pg.Client({ connectionString: databaseUrl });
  const publisher = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  publisher.on('error', (error) => log.warn({ err: error }, 'session cache publisher error'));
  listener.on('error', (error) => log.warn({ err: error }, 'session cache listener error'));
  const cache = new SessionCache((message) => {
    publisher.query('select pg_notify($1, $2)', [CHANNEL, message]).catch((error: unknown) => {
      log.warn({ err: error }, 'could not announce a session change');
    });
  });
  await listener.connect();
  listener.on('notification', (note) => {
    if (note.channel === CHANNEL && note.payload) cache.receive(note.payload);
  });
  await listener.query(`listen ${CHANNEL}`);
  return {
    cache,
    close: async () => {
      await listener.end();
      await publisher.end();
    },
  };
}
