import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers with a strict content security policy (antd's CSS-in-JS needs inline styles); images
 * may also come from the storage provider's links (an S3 bucket's presigned GETs). The headers are built
 * once: @fastify/helmet built them, parsing the policy, on every request (a real share of a small
 * answer's CPU).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...app.deps.storage.linkOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // helmet 8 throws rather than passing an error to its callback
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, () => done()));
}
