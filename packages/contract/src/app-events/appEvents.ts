import { Type, type Static } from 'typebox';
import { appLanguages, devicePlatforms } from '../members/values';
import { appEventKinds, ONBOARDING_DONE_STAGE } from './values';

/** At most this many events per `POST /api/events`. */
export const MAX_EVENT_BATCH = 500;
/** Events dated more than this far ahead of the server clock are refused (a phone's clock may run fast). */
export const EVENT_MAX_SKEW_MS = 10 * 60 * 1000;
/** Nothing happened before the app existed. */
export const EVENT_EARLIEST = '2020-01-01T00:00:00.000Z';
/** The header that carries the app key (APP_EVENTS_KEY). */
export const APP_KEY_HEADER = 'x-app-key';

const Text = (maxLength: number) => Type.Union([Type.String({ maxLength }), Type.Null()]);
const Uuid = Type.String({ format: 'uuid' });

/** One event as the app posts it. Kind-specific fields are checked by the server (see appEventRules). */
export const AppEventInput = Type.Object(
  {
    /** Made by the app (a UUID); a retried batch with the same ids is not counted twice. */
    eventId: Uuid,
    kind: Type.Enum(appEventKinds),
    memberId: Uuid,
    /** When it happened, UTC (ISO 8601 with a zone). */
    occurredAt: Type.String({ format: 'date-time' }),
    name: Type.Optional(Text(40)),
    stage: Type.Optional(
      Type.Union([Type.Integer({ minimum: 1, maximum: ONBOARDING_DONE_STAGE }), Type.Null()]),
    ),
    durationSec: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 86400 }), Type.Null()])),
    /** ISO-2 country code, upper case. */
    countryCode: Type.Optional(Type.Union([Type.String({ pattern: '^[A-Z]{2}$' }), Type.Null()])),
    gender: Type.Optional(Type.Union([Type.Enum(['m', 'f']), Type.Null()])),
    deviceName: Type.Optional(Text(80)),
    os: Type.Optional(Type.Union([Type.Enum(devicePlatforms), Type.Null()])),
    osVersion: Type.Optional(Text(20)),
    appVersion: Type.Optional(
      Type.Union([Type.String({ pattern: '^\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}$' }), Type.Null()]),
    ),
    language: Type.Optional(Type.Union([Type.Enum(appLanguages), Type.Null()])),
  },
  { additionalProperties: false },
);
export type AppEventInput = Static<typeof AppEventInput>;

/** An event as the app sends it (the OpenAPI example). */
export const appEventExample = {
  eventId: '7d1f0c2e-2f4b-4b7e-9a51-1c2d3e4f5a6b',
  kind: 'screen_visit',
  name: 'astro_visit',
  memberId: '0b8e6a52-6f2d-4d6c-8f0e-5a4b3c2d1e0f',
  occurredAt: '2026-11-23T09:15:00.000Z',
  countryCode: 'IN',
  gender: 'f',
  deviceName: 'Redmi Note 12',
  os: 'android',
  osVersion: '14',
  appVersion: '1.3.2',
  language: 'en',
} satisfies AppEventInput;

/** `POST /api/events` body: a batch of events, each checked on its own. */
export const AppEventBatch = Type.Object(
  {
    events: Type.Array(Type.Unknown(), {
      minItems: 1,
      maxItems: MAX_EVENT_BATCH,
      errorMessage: `events must hold 1 to ${MAX_EVENT_BATCH} events`,
    }),
  },
  { additionalProperties: false },
);
export type AppEventBatch = Static<typeof AppEventBatch>;

export const RejectedEvent = Type.Object({ index: Type.Integer(), message: Type.String() });
export type RejectedEvent = Static<typeof RejectedEvent>;

/** The answer: events stored now, events already stored (retries), events refused with their index. */
export const AppEventBatchResult = Type.Object({
  valid: Type.Literal(true),
  accepted: Type.Integer(),
  duplicates: Type.Integer(),
  rejected: Type.Array(RejectedEvent),
});
export type AppEventBatchResult = Static<typeof AppEventBatchResult>;

export const appEventMessages = {
  noKey: 'Event ingestion is off: APP_EVENTS_KEY is not configured on the server.',
  badKey: 'The app key (x-app-key header) is missing or wrong.',
  tooMany: `A batch holds at most ${MAX_EVENT_BATCH} events.`,
  needsName: (kind: string, names: readonly string[]) => `${kind} needs name, one of ${names.join(', ')}.`,
  noName: (kind: string) => `${kind} takes no name.`,
  needsDuration: 'session_end needs durationSec (whole seconds, 0 to 86400).',
  needsStage: 'onboarding_stage needs stage (1 to 8).',
  badTime:
    'occurredAt must be a date and time with its offset, such as 2026-11-23T09:15:00Z (no leap second, no zone name).',
  future: 'occurredAt lies in the future.',
  tooOld: `occurredAt lies before ${EVENT_EARLIEST.slice(0, 10)}.`,
  badBatch: `The body must be {events: [...]} with 1 to ${MAX_EVENT_BATCH} events.`,
} as const;
