import type { FastifyInstance } from 'fastify';

/**
 * One log line per request, once it is answered (Fastify's own two lines, on arrival and on answer, are
 * turned off in buildApp): method, path with its query, status and time. Headers are never logged.
 */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    );
  });
}
