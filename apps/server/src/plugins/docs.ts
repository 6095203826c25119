import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

/** The OpenAPI document, generated from the route schemas, at /api/docs. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Orrery back-office API',
        version: '0.1.0',
        description: 'Every failure answers {valid: false, message}.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          // the mobile app's key, for POST /api/events only
          appKey: { type: 'apiKey', in: 'header', name: 'x-app-key' },
        },
      },
      security: [{ bearer: [] }],
    },
    // a route marked public (plugins/auth.ts) needs no token: the document says so, unless the route
    // names what it needs instead (POST /api/events, the app key)
    transform: ({ schema, url, route }) =>
      route.config?.public === true && !schema?.security
        ? { schema: { ...schema, security: [] }, url }
        : { schema, url },
  });
  app.get('/api/docs', { schema: { hide: true }, config: { public: true } }, async () => app.swagger());
}
