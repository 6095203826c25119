import type { Db, DbKind } from '@orrery/db';
import type { Config } from './config';
import type { AiProvider } from './providers/ai/types';
import type { JobQueue } from './providers/jobs/types';
import type { MailProvider } from './providers/mail/types';
import type { PlacesProvider } from './providers/places/types';
import type { PushProvider } from './providers/push/types';
import type { StorageProvider } from './providers/storage/types';
import type { SessionCache } from './lib/sessionCache';
import type { Loading } from './lib/loading';

/** What the routes and services are given: built once in main.ts (or a test) and decorated onto the app. */
export interface Deps {
  config: Config;
  db: Db;
  dbKind: DbKind;
  mail: MailProvider;
  push: PushProvider;
  ai: AiProvider;
  places: PlacesProvider;
  storage: StorageProvider;
  /** Where sends, imports and other long work run (pg-boss once it has started; see jobs/). */
  jobs: JobQueue;
  sessions: SessionCache;
  /** What a start still loads behind the API (the demo data): /readyz and the dashboard show it. */
  loading: Loading;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
