import type { FastifyError, FastifyInstance } from 'fastify';
import { commonMessages } from '@orrery/contract';
import { HttpError } from '../lib/httpErrors';

interface SchemaNode {
  errorMessage?: string;
  properties?: Record<string, SchemaNode>;
}

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
  parentSchema?: SchemaNode;
}

/** The `errorMessage` a schema gives for this violation (for a missing field, the field's own). */
function schemaMessage(issue: ValidationIssue): string | undefined {
  const missing = issue.params?.missingProperty;
  if (issue.keyword === 'required' && typeof missing === 'string') {
    return issue.parentSchema?.properties?.[missing]?.errorMessage;
  }
  return issue.parentSchema?.errorMessage;
}

/** Turns the first schema violation into a sentence a person can act on. */
export function validationMessage(issues: ValidationIssue[]): string {
  for (const issue of issues) {
    const text = schemaMessage(issue);
    if (text) return text;
  }
  const issue = issues[0];
  if (!issue) return 'The request is not valid.';
  const missing = issue.params?.missingProperty;
  const field =
    typeof missing === 'string' ? missing : issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (issue.keyword === 'required') return `${field} is required`;
  return field ? `${field} ${issue.message}` : `The request ${issue.message}`;
}

/** The central error handler: `{valid: false, message}` always, and never a stack trace in an answer. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ valid: false, message: error.message });
    }
    if (error.validation) {
      return reply
        .status(400)
        .send({ valid: false, message: validationMessage(error.validation as ValidationIssue[]) });
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
