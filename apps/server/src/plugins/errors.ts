import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { commonMessages, inputMessages } from '@orrery/contract';
import { HttpError } from '../lib/httpErrors';
import { PG_CODES, pgCodeOf } from '../lib/pgErrors';
import { DATE_FORMATS, yearOutOfRange } from './validation';

interface SchemaNode {
  errorMessage?: string;
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
  return `${fieldOf(issue) || 'The request'} ${text}`;
}

/** A date written right but outside DATE_YEARS gets the range, not the schema's "write it so" message. */
const dateOutOfRange = (issue: ValidationIssue) =>
  issue.keyword === 'format' && DATE_FORMATS.has(String(issue.params?.format)) && yearOutOfRange(issue.data);

/** The first message a schema gives for these violations, if any. */
export function schemaMessageOf(issues: ValidationIssue[]): string | undefined {
  for (const issue of issues) {
    if (dateOutOfRange(issue)) return inputMessages.dateRange(fieldOf(issue) || 'The date');
    const text = schemaMessage(issue);
    if (text) return text;
  }
  return undefined;
}

/** Turns the first schema violation into a sentence a person can act on. */
export function validationMessage(issues: ValidationIssue[]): string {
  const text = schemaMessageOf(issues);
  if (text) return text;
  const issue = issues[0];
  if (!issue) return 'The request is not valid.';
  const field = fieldOf(issue);
  if (issue.keyword === 'required') return `${field} is required`;
  return field ? `${field} ${issue.message}` : `The request ${issue.message}`;
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
