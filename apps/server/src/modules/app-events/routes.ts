import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Compile } from 'typebox/compile';
import {
  APP_KEY_HEADER,
  AppEventBatch,
  AppEventBatchResult,
  AppEventInput,
  MAX_EVENT_BATCH,
  appEventExample,
  appEventMessages,
} from '@orrery/contract';
import { HttpError, badRequest, unauthorized } from '../../lib/httpErrors';
import { errorResponses, routeTags } from '../../lib/routeSchemas';
import { ingestEvents } from './service';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** True when the request carries the configured key (compared in constant time, never logged). */
function keyMatches(request: FastifyRequest, key: string): boolean {
  const sent = request.headers[APP_KEY_HEADER];
  return typeof sent === 'string' && timingSafeEqual(digest(sent), digest(key));
}

/** The envelope's check, as a Fastify validator: a refusal is a 400 with its message. */
function checkEnvelope(body: unknown): { value: unknown } | { error: Error } {
  if (batchEnvelope.Check(body)) return { value: body };
  const events = (body as { events?: unknown } | null)?.events;
  const tooMany = Array.isArray(events) && events.length > MAX_EVENT_BATCH;
  return { error: badRequest(tooMany ? appEventMessages.tooMany : appEventMessages.badBatch) };
}

/** What the OpenAPI document shows: a batch of full events (each is checked on its own, see below). */
const DocumentedBatch = Type.Object(
  { events: Type.Array(AppEventInput, { minItems: 1, maxItems: MAX_EVENT_BATCH }) },
  { additionalProperties: false, examples: [{ events: [appEventExample] }] },
);
/** What refuses the whole batch: its envelope only. */
const batchEnvelope = Compile(AppEventBatch);

const description = [
  `For the mobile app, not for staff: no bearer token, but the app key in the \`${APP_KEY_HEADER}\` header`,
  '(APP_EVENTS_KEY; a missing or wrong key answers 401, a server without a key 503).',
  `A batch holds 1 to ${MAX_EVENT_BATCH} events, each with an id made by the app: a retried batch is not`,
  'counted twice (the same eventId and occurredAt are stored once; repeats count as duplicates).',
  'Each event is checked on its own: the bad ones are refused with their index and reason, the good ones stored.',
  'Kinds: session_start; session_end with durationSec; screen_visit, user_action and feature_use with name;',
  'onboarding_stage with stage (1 to 8).',
].join(' ');

/** `POST /api/events`: the app's analytics events in. */
export async function appEventRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db, config } = app.deps;

  r.post(
    '/events',
    {
      config: { public: true },
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        tags: routeTags('app events'),
        summary: 'The mobile app reports a batch of analytics events (signed with the app key)',
        description,
        security: [{ appKey: [] }],
        headers: Type.Object({ [APP_KEY_HEADER]: Type.Optional(Type.String({ maxLength: 200 })) }),
        body: DocumentedBatch,
        response: {
          200: {
            ...AppEventBatchResult,
            examples: [{ valid: true, accepted: 1, duplicates: 0, rejected: [] }],
          },
          ...errorResponses(400, 401, 503),
        },
      },
      // the documented schema lists full events, but only the envelope may refuse the batch
      // the documented schema lists full events, but only the envelope may refuse the whole batch
      validatorCompiler: ({ httpPart }) => (httpPart === 'body' ? checkEnvelope : () => true),
      onRequest: async (request) => {
        const key = config.appEventsKey;
        if (!key) throw new HttpError(503, appEventMessages.noKey);
        if (!keyMatches(request, key)) throw unauthorized(appEventMessages.badKey);
      },
    },
    async (request) => ingestEvents(db, (request.body as { events: unknown[] }).events),
  );
}
