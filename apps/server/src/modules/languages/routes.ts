import type { FastifyInstance } from 'fastify';
import { contentRoutes } from './content-keys/contentRoutes';
import { exportRoutes } from './exports/exportRoutes';
import { languageRoutes } from './languages/languageRoutes';
import { translationRoutes } from './translation/translationRoutes';

/** Every call of the Language manager, under /api/languages. */
export async function languagesRoutes(app: FastifyInstance): Promise<void> {
  await app.register(languageRoutes);
  await app.register(contentRoutes);
  await app.register(translationRoutes);
  await app.register(exportRoutes);
}
