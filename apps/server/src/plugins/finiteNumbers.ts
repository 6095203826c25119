import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inputMessages } from '@orrery/contract';
import { badRequest } from '../lib/httpErrors';
import { schemaMessageOf, type ValidationIssue } from './errors';

type Path = (string | number)[];

/** Where the walk found a number that is not finite: its keys, innermost first (reversed once found). */
function nonFiniteKeys(value: unknown, depth: number): Path | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : [];
  if (value === null || typeof value !== 'object' || depth > 32) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nonFiniteKeys(value[i], depth + 1);
      if (found) return (found.push(i), found);
    }
    return undefined;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const found = nonFiniteKeys(record[key], depth + 1);
    if (found) return (found.push(key), found);
  }
  return undefined;
}

/**
 * The path of the first number in the value that is NaN or ±Infinity, or undefined when there is none.
 * The path is made only when one is found: the walk runs on every request's parts.
 */
export function nonFinitePath(value: unknown): Path | undefined {
  return nonFiniteKeys(value, 0)?.reverse();
}

const parts = [
  ['params', (request: FastifyRequest) => request.params],
  ['querystring', (request: FastifyRequest) => request.query],
  ['body', (request: FastifyRequest) => request.body],
] as const;

/**
 * The message for a number that is not finite: the one the field's schema gives for a value that is no
 * number (the part is validated again with NaN in its place), else "<field> must be a finite number.".
 */
function messageFor(request: FastifyRequest, part: (typeof parts)[number][0], data: unknown, path: Path) {
  const field = path.join('.');
  if (!field) return inputMessages.notFinite(part);
  const parent = path
    .slice(0, -1)
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], data);
  (parent as Record<string | number, unknown>)[path[path.length - 1] as string | number] = Number.NaN;
  const validate = request.getValidationFunction(part);
  if (validate && !validate(data)) {
    const text = schemaMessageOf((validate.errors ?? []) as ValidationIssue[]);
    if (text) return text;
  }
  return inputMessages.notFinite(field || part);
}

/**
 * Every route: a number that is not finite is a 400. ajv refuses NaN and ±Infinity written as JSON
 * numbers (`strictNumbers`), but turns the strings "Infinity" and "1e999" (any query or path number,
 * or a JSON string in a number field) into Infinity without checking them again, and then skips
 * `minimum`/`maximum`; upstream ajv-validator/ajv#2212. Runs after validation, before the handler.
 */
export function registerFiniteNumbers(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    for (const [part, read] of parts) {
      const data = read(request);
      const path = nonFinitePath(data);
      if (path) throw badRequest(messageFor(request, part, data, path));
    }
  });
}
