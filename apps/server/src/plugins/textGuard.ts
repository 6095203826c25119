import type { FastifyInstance } from 'fastify';
import { commonMessages } from '@orrery/contract';
import { badRequest } from '../lib/httpErrors';

/** True when a string anywhere in the value (keys included) holds U+0000, which PostgreSQL text refuses. */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item, depth + 1));
}

/** Every route: a NUL character in the path, the query or a JSON body is a 400, never a database error. */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      throw badRequest(commonMessages.nulCharacter);
    }
  });
}
