import type { FastifyInstance } from 'fastify';
import { commonMessages, inputMessages } from '@orrery/contract';
import { badRequest } from '../lib/httpErrors';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** A quick look first: almost no text holds a surrogate, and this class is far cheaper than the look-arounds. */
const SURROGATE = /[\uD800-\uDFFF]/;

function textProblem(text: string): 'nul' | 'lone surrogate' | undefined {
  if (text.includes('\u0000')) return 'nul';
  return SURROGATE.test(text) && LONE_SURROGATE.test(text) ? 'lone surrogate' : undefined;
}

/**
 * What in a text cannot be stored, anywhere in the value (keys included): U+0000, which PostgreSQL
 * text refuses, or half of a UTF-16 surrogate pair, which jsonb refuses (and text would store as
 * U+FFFD, not what was sent). Walks without making arrays per node: it runs on every body (a batch of
 * 500 app events is 7,000 texts).
 */
export function unstorableText(value: unknown, depth = 0): 'nul' | 'lone surrogate' | undefined {
  if (typeof value === 'string') return textProblem(value);
  if (depth > 32 || value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    for (const item of value as unknown[]) {
      const found = unstorableText(item, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const found = textProblem(key) ?? unstorableText(record[key], depth + 1);
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
