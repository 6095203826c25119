import { Type } from '@fastify/type-provider-typebox';
import { ErrorBody } from '@orrery/contract';

/**
 * What the route schemas of every module share: the error answers, the id parameters and the tags that
 * group the routes in the API reference (/api/docs).
 */

/** The statuses a route may fail with; each answers `{valid: false, message}` (ErrorBody). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 428 | 429 | 502 | 503;

export type ErrorResponses<S extends ErrorStatus> = { [K in S]: typeof ErrorBody };

/** A route's documented failures: `errorResponses(400, 401)` is `{ 400: ErrorBody, 401: ErrorBody }`. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): ErrorResponses<S> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorBody])) as ErrorResponses<S>;
}

/** A uuid (in the path or the query), refused with this message. */
export const uuid = (message: string) => Type.String({ format: 'uuid', errorMessage: message });

/** `{ id }`, a uuid refused with the message given. */
export const idParams = (message: string) => Type.Object({ id: uuid(message) });

/** `{ id }` of a record the message need not name. */
export const IdParams = idParams('The id is not valid.');

/** The sections of the API reference: the tag each route is listed under. */
export const API_TAGS = [
  'admin',
  'ai-reports',
  'analytics',
  'app',
  'app events',
  'audit-log',
  'astrologic',
  'celebrity',
  'chatbot',
  'current-trends',
  'feedback',
  'images',
  'languages',
  'locations',
  'messaging',
  'pairs',
  'places',
  'profiles',
  'saved-views',
  'search',
  'setting',
  'synastry',
  'user',
  'virtual profiles',
] as const;
export type ApiTag = (typeof API_TAGS)[number];

/** A route schema's `tags`: the one section it is listed under. */
export const routeTags = (tag: ApiTag): string[] => [tag];
