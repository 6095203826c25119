import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { commonMessages, inputMessages } from '@orrery/contract';
import { HttpError } from '../lib/httpErrors';
import { PG_CODES, pgCodeOf } from '../lib/pgErrors';
import { DATE_FORMATS, yearOutOfRange } from './validation';

interface SchemaNode {
  errorMessage?: string;
  /** The field's name as the console labels it, where it differs from its key read as words. */
  title?: string;
  properties?: Record<string, SchemaNode>;
}

export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
  parentSchema?: SchemaNode;
  data?: unknown;
}

/** The field an issue is about: `geoBirth.lat`, the missing property, or '' for the whole part. */
function fieldOf(issue: ValidationIssue): string {
  const missing = issue.params?.missingProperty;
  if (issue.keyword === 'required' && typeof missing === 'string') return missing;
  return issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
}

/** A key read as words: `createdStartDate` or `created_start_date` → "Created start date". */
function words(key: string): string {
  const text = key
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .join(' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replaceAll('_', ' ')
    .toLowerCase()
    .trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The paging parameters every list call shares, as the lists' pagers name them. */
const sharedLabels: Record<string, string> = { pageNo: 'Page number', pageLimit: 'Page size' };

/** The field as a person reads it: the schema's `title`, else its key as words; '' for the whole part. */
function labelOf(issue: ValidationIssue): string {
  const missing = issue.params?.missingProperty;
  const title =
    issue.keyword === 'required' && typeof missing === 'string'
      ? issue.parentSchema?.properties?.[missing]?.title
      : issue.parentSchema?.title;
  const field = fieldOf(issue);
  return title ?? sharedLabels[field] ?? words(field);
}

const typeWords: Record<string, string> = {
  string: 'a text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'empty',
};

/** What ajv's keyword says, in words a person reads (ajv's own text is for developers: "must NOT have…"). */
function requirement(issue: ValidationIssue): string {
  const limit = issue.params?.limit;
  switch (issue.keyword) {
    case 'maxLength':
      return `must be at most ${String(limit)} characters`;
    case 'minLength':
      return limit === 1 ? 'must not be empty' : `must be at least ${String(limit)} characters`;
    case 'maximum':
      return `must be at most ${String(limit)}`;
    case 'minimum':
      return `must be at least ${String(limit)}`;
    case 'exclusiveMaximum':
      return `must be less than ${String(limit)}`;
    case 'exclusiveMinimum':
      return `must be more than ${String(limit)}`;
    case 'maxItems':
      return `must have at most ${String(limit)} items`;
    case 'minItems':
      return limit === 1 ? 'must have at least one item' : `must have at least ${String(limit)} items`;
    case 'uniqueItems':
      return 'must not repeat an item';
    case 'enum': {
      const allowed = issue.params?.allowedValues;
      return Array.isArray(allowed) && allowed.length <= 12
        ? `must be one of: ${allowed.map(String).join(', ')}`
        : 'is not one of the values it can take';
    }
    case 'const':
      return `must be ${String(issue.params?.allowedValue)}`;
    case 'type': {
      const types = String(issue.params?.type ?? '').split(',');
      return `must be ${types.map((type) => typeWords[type] ?? type).join(' or ')}`;
    }
    case 'format':
    case 'pattern':
      return 'is not written in a form it can take';
    case 'required':
      return 'is required';
    default:
      return 'is not valid';
  }
}

/**
 * The `errorMessage` a schema gives for this violation (for a missing field, the field's own). One that
 * starts with "must" says what the field must be, so the field is named before it.
 */
function schemaMessage(issue: ValidationIssue): string | undefined {
  const missing = issue.params?.missingProperty;
  const text =
    issue.keyword === 'required' && typeof missing === 'string'
      ? issue.parentSchema?.properties?.[missing]?.errorMessage
      : issue.parentSchema?.errorMessage;
  if (!text?.startsWith('must ')) return text;
  return `${labelOf(issue) || 'The request'} ${text}`;
}

/** A date written right but outside DATE_YEARS gets the range, not the schema's "write it so" message. */
const dateOutOfRange = (issue: ValidationIssue) =>
  issue.keyword === 'format' && DATE_FORMATS.has(String(issue.params?.format)) && yearOutOfRange(issue.data);

/** The first message a schema gives for these violations, if any. */
export function schemaMessageOf(issues: ValidationIssue[]): string | undefined {
  for (const issue of issues) {
    if (dateOutOfRange(issue)) return inputMessages.dateRange(labelOf(issue) || 'The date');
    const text = schemaMessage(issue);
    if (text) return text;
  }
  return undefined;
}

/** Turns the first schema violation into a sentence a person can act on, naming the field as a person reads it. */
export function validationMessage(issues: ValidationIssue[]): string {
  const text = schemaMessageOf(issues);
  if (text) return text;
  const issue = issues[0];
  if (!issue) return 'The request is not valid.';
  return `${labelOf(issue) || 'The request'} ${requirement(issue)}`;
}

const routerMessages: Record<string, string> = {
  FST_ERR_BAD_URL: inputMessages.badUrl,
  FST_ERR_MAX_PARAM_LENGTH: inputMessages.longUrlPart,
};

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route or hook runs (a malformed
 * percent-encoding, a path parameter over 100 characters), answered like every other refusal.
 */
export function answerRouterError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    void reply.status(status).send({ valid: false, message: routerMessages[error.code] ?? error.message });
    return;
  }
  request.log.error({ err: error }, 'request failed');
  void reply.status(500).send({ valid: false, message: commonMessages.internal });
}

/** What Node's HTTP parser refuses before any route sees it, by the parser's code; anything else is a 400. */
const clientErrors: Record<string, [number, string]> = {
  // the request line (its address) and the headers together past Node's maxHeaderSize (16 KiB)
  HPE_HEADER_OVERFLOW: [431, inputMessages.headersTooLarge],
  ERR_HTTP_REQUEST_TIMEOUT: [408, inputMessages.requestTimeout],
};

/**
 * Fastify's `clientErrorHandler`: a request the HTTP parser refused (too long, too slow, not HTTP) gets
 * `{valid: false, message}` like every other refusal, then the connection is closed.
 */
export function answerClientError(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = clientErrors[error.code] ?? [400, inputMessages.notHttp];
  const body = JSON.stringify({ valid: false, message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * The safety net for database refusals that escaped a service: a unique key taken by a write that raced
 * past the route's check is a 409, a text the column cannot read (an id that is no uuid) a 400.
 */
function databaseRefusal(error: unknown): { status: number; message: string } | undefined {
  const code = pgCodeOf(error);
  if (code === PG_CODES.uniqueViolation) return { status: 409, message: commonMessages.duplicate };
  if (code === PG_CODES.invalidText) return { status: 400, message: commonMessages.unreadableValue };
  return undefined;
}

/** The central error handler: `{valid: false, message}` always, and never a stack trace in an answer. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ ...error.details, valid: false, message: error.message });
    }
    if (error.validation) {
      return reply
        .status(400)
        .send({ valid: false, message: validationMessage(error.validation as ValidationIssue[]) });
    }
    const database = databaseRefusal(error);
    if (database) {
      // the route's own check or schema missed it: logged so that it gets one
      request.log.warn({ err: error }, 'the database refused the request');
      return reply.status(database.status).send({ valid: false, message: database.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ valid: false, message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ valid: false, message: commonMessages.internal });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ valid: false, message: `No route ${request.method} ${request.url.split('?')[0]}` });
  });
}
