import { LogController, type FastifyInstance } from 'fastify';

/** Fastify's options that turn off its own two lines per request (on arrival and on answer). */
export const withoutFastifyRequestLines = () => ({
  logController: new LogController({ disableRequestLogging: true }),
});

/**
 * One log line per request, once it is answered (Fastify's own lines are turned off in buildApp with
 * withoutFastifyRequestLines): method, path with its query, status and time. Headers are never logged.
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
