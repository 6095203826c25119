import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/** What the reference's page may load: only this server's files (Swagger UI sets inline styles). */
const REFERENCE_CSP =
  "default-src 'self'; base-uri 'self'; font-src 'self' data:; frame-ancestors 'self'; img-src 'self' data:; " +
  "object-src 'none'; script-src 'self'; script-src-attr 'none'; style-src 'self' 'unsafe-inline'";

/**
 * The API reference: a browsable page at /api/docs (Swagger UI, its files served from the package, no
 * CDN) and the OpenAPI document, generated from the route schemas, at /api/docs/json.
 */
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
  await app.register(async (docs) => {
    // the reference's own routes (its page, files and the document) are public: each says so
    docs.addHook('onRoute', (route) => {
      route.config = { ...(route.config as object), public: true };
    });
    await docs.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: REFERENCE_CSP });
  });
}
