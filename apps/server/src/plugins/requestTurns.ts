import type { FastifyInstance } from 'fastify';
import { requestStarted } from '@orrery/db';

declare module 'fastify' {
  interface FastifyRequest {
    /** Ends the request's claim on the embedded database's turns (see requestStarted). */
    endTurn?: () => void;
  }
}

/**
 * Each request, from its arrival to its answer (or its client leaving), goes before background work on the
 * embedded database: a job's statements wait while any request is being answered. PostgreSQL is unaffected.
 */
export function registerRequestTurns(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const end = requestStarted();
    request.endTurn = end;
    // the socket's close also covers a client that leaves before its answer
    reply.raw.once('close', end);
  });
  app.addHook('onResponse', async (request) => request.endTurn?.());
}
