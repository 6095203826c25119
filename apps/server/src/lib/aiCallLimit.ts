import type { FastifyRequest } from 'fastify';

/** Calls an admin may make in a minute to each route that calls the AI provider (each may cost money): then 429. */
export const AI_CALLS_PER_MINUTE = 30;

/**
 * The route option `config: { rateLimit: aiCallLimit }`: counted per signed-in admin (after the session
 * is checked, so never per address), on the calls that reach the handler.
 */
export const aiCallLimit = {
  max: AI_CALLS_PER_MINUTE,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `ai:${request.admin?.id ?? request.ip}`,
};
