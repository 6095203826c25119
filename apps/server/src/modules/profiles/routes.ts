import type { FastifyInstance } from 'fastify';

/** The profiles/ area of spec/2 section 7: Profiles V2, the photo review. */
export async function profilesRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
