import type { FastifyInstance } from 'fastify';
import { contentRoutes } from './contentRoutes';
import { exportRoutes } from './exportRoutes';
import { languageRoutes } from './languageRoutes';
import { translationRoutes } from './translationRoutes';

/** Every call of the Language manager, under /api/languages. */
export async function languagesRoutes(app: FastifyInstance): Promise<void> {
  await app.register(languageRoutes);
  await app.register(contentRoutes);
  await app.register(translationRoutes);
  await app.register(exportRoutes);
}
