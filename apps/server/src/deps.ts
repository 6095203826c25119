import type { Db, DbKind } from '@orrery/db';
import type { Config } from './config';
import type { MailProvider } from './providers/mail/types';
import type { PlacesProvider } from './providers/places/types';
import type { StorageProvider } from './providers/storage/types';

/** What the routes and services are given: built once in main.ts (or a test) and decorated onto the app. */
export interface Deps {
  config: Config;
  db: Db;
  dbKind: DbKind;
  mail: MailProvider;
  places: PlacesProvider;
  storage: StorageProvider;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
