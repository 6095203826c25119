import type { FastifyInstance } from 'fastify';
import { commonMessages, inputMessages } from '@orrery/contract';
import { badRequest } from '../lib/httpErrors';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * What in a text cannot be stored, anywhere in the value (keys included): U+0000, which PostgreSQL
 * text refuses, or half of a UTF-16 surrogate pair, which jsonb refuses (and text would store as
 * U+FFFD, not what was sent).
 */
export function unstorableText(value: unknown, depth = 0): 'nul' | 'lone surrogate' | undefined {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return 'nul';
    return LONE_SURROGATE.test(value) ? 'lone surrogate' : undefined;
  }
  if (depth > 32 || value === null || typeof value !== 'object') return undefined;
  const items = Array.isArray(value) ? value : Object.entries(value).flat();
  for (const item of items) {
    const found = unstorableText(item, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Every route: such a text in the path, the query or a JSON body is a 400, never a database error. */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found =
      unstorableText(request.params) ?? unstorableText(request.query) ?? unstorableText(request.body);
    if (found === 'nul') throw badRequest(commonMessages.nulCharacter);
    if (found) throw badRequest(inputMessages.loneSurrogate);
  });
}
