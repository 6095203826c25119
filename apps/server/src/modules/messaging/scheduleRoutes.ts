import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Done, SCHEDULE_AHEAD_DAYS, SendOptionsAnswer, scheduleMessages as m } from '@orrery/contract';
import { errorResponses, idParams, routeTags } from '../../lib/routeSchemas';
import { actorOf, signedInAdmin } from '../../plugins/auth';
import { cancelSend } from './schedule';

const tags = routeTags('messaging');
const params = idParams(m.notFound);

/** Scheduled pushes and e-mails: the company's zone the composers read times in, and cancelling. */
export async function scheduleRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db, config } = app.deps;

  r.get(
    '/send-options',
    {
      schema: {
        tags,
        summary:
          "The company's time zone, in which the composers' Send At is read, and how far ahead a send can be scheduled",
        response: { 200: SendOptionsAnswer, ...errorResponses(401) },
      },
    },
    async () => ({ valid: true as const, timeZone: config.timeZone, aheadDays: SCHEDULE_AHEAD_DAYS }),
  );

  for (const [path, kind] of [
    ['/notification-cancel/:id', 'push'],
    ['/email-cancel/:id', 'email'],
  ] as const) {
    r.put(
      path,
      {
        schema: {
          tags,
          summary: `Cancels a scheduled ${kind === 'push' ? 'push' : 'e-mail'} that has not started, or a local-time one between its time zones (those not yet reached get nothing); 409 once it runs or ran`,
          params,
          response: { 200: Done, ...errorResponses(400, 401, 404, 409) },
        },
      },
      async (request) => {
        await cancelSend(db, actorOf(signedInAdmin(request)), kind, request.params.id);
        return { valid: true as const, message: m.cancelled };
      },
    );
  }
}
