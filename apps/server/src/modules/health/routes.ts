import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';

/**
 * Liveness (/healthz) and readiness (/readyz: the database answers). Ready means the API serves; `loading`
 * lists what a start still loads behind it (the demo data of a new database), with its figures.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const hide = { hide: true };
  app.get('/healthz', { schema: hide, config: { public: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: hide, config: { public: true } }, async (_request, reply) => {
    try {
      await app.deps.db.execute(sql`select 1`);
      return { status: 'ready', database: app.deps.dbKind, loading: app.deps.loading.list() };
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: app.deps.dbKind });
    }
  });
}
