import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AudienceCountAnswer,
  LocationSearchAnswer,
  LocationSearchBody,
  NOTIFICATION_KEYS,
  NotificationKeyAnswer,
  NotificationListAnswer,
  PageParams,
  EmailListQuery,
  RecipientListAnswer,
  SendAnswer,
  SendNotificationBody,
} from '@orrery/contract';
import { errorResponses, routeTags } from '../../../lib/routeSchemas';
import { actorOf, signedInAdmin } from '../../../plugins/auth';
import { searchLocations } from './locations';
import { audienceCount, createPush, listNotifications } from './pushService';
import { RecipientParams } from '../paging';
import { listPushRecipients } from './pushRecipients';
import { answerSend } from '../queue';

const errors = errorResponses(400, 401);
const tags = routeTags('messaging');

/** Push notifications (the Push Notification and Notification History screens): every signed-in admin. */
export async function pushRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db, jobs } = app.deps;

  r.get(
    '/notificationKey',
    {
      schema: {
        tags,
        summary: 'The push notification keys',
        response: { 200: NotificationKeyAnswer, ...errors },
      },
    },
    async () => ({
      valid: true as const,
      key: NOTIFICATION_KEYS.map((k) => ({ key: k.key, title: k.title })),
    }),
  );

  r.post(
    '/send-notification',
    {
      schema: {
        tags,
        summary:
          'Checks the push (key, heading, text, age range, target, in that order), stores it with its audience and answers at once with its id and ' +
          'the audience size; a job sends it in batches (see the history for progress). Pasted user IDs choose ' +
          'those members only; All reaches every member; otherwise the groups marked narrowed by language, ' +
          'gender, age and location. Members who turned the key off, blocked or leaving members are left out',
        body: SendNotificationBody,
        response: { 200: SendAnswer, ...errors },
      },
    },
    async (request) => {
      const row = await createPush(
        db,
        actorOf(signedInAdmin(request)),
        request.body,
        app.deps.config.timeZone,
      );
      return answerSend(jobs, 'push', row);
    },
  );

  r.post(
    '/notification-audience-count',
    {
      schema: {
        tags,
        summary:
          'How many members a push with these audience fields would reach now, and how many of them the frequency cap and missing push tokens would leave out',
        body: SendNotificationBody,
        response: { 200: AudienceCountAnswer, ...errors },
      },
    },
    async (request) => ({
      valid: true as const,
      ...(await audienceCount(db, request.body, app.deps.push.needsTokens)),
    }),
  );

  r.get(
    '/notification-list/:skip/:limit/',
    {
      schema: {
        tags,
        summary: 'Notification history, newest first, with each one’s progress and counts',
        params: PageParams,
        response: { 200: NotificationListAnswer, ...errors },
      },
    },
    async (request) => listNotifications(db, request.params.skip, request.params.limit),
  );

  r.get(
    '/notification-recipients/:id/:skip/:limit/',
    {
      schema: {
        tags,
        summary:
          "A push's recipients by the member's e-mail with each one's outcome and reason; search on the member id or the e-mail",
        params: RecipientParams,
        querystring: EmailListQuery,
        response: { 200: RecipientListAnswer, ...errors, ...errorResponses(404) },
      },
    },
    async (request) =>
      listPushRecipients(
        db,
        request.params.id,
        request.params.skip,
        request.params.limit,
        request.query.search,
      ),
  );

  r.post(
    '/locations',
    {
      schema: {
        tags,
        summary:
          "Cities, regions (states) or countries starting with the text (3 characters or more): the members' own " +
          "first, then the gazetteer's; at most 20",
        body: LocationSearchBody,
        response: { 200: LocationSearchAnswer, ...errors },
      },
    },
    async (request) => ({
      valid: true as const,
      data: await searchLocations(db, app.deps.places, request.body),
    }),
  );
}
