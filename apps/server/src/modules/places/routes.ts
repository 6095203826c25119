import type { FastifyInstance } from 'fastify';

/** Placeholder until the gazetteer lands. */
export async function placesRoutes(_app: FastifyInstance): Promise<void> {}
