import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  FeedbackAnswer,
  FeedbackIdParams,
  FeedbackListAnswer,
  FeedbackListQuery,
  PageParams,
} from '@orrery/contract';
import { errorResponses, routeTags } from '../../lib/routeSchemas';
import { getFeedback, listFeedback } from './service';

const errors = errorResponses(400, 401);
const tags = routeTags('feedback');

/** The feedback/ calls: the members' feedback messages. */
export async function feedbackRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;

  r.get(
    '/list/:skip/:limit',
    {
      schema: {
        tags,
        summary:
          "Members' feedback, newest first: search over nickname, e-mail, subject and text; key bug_report or suggestion; type admin (the console's) accepted",
        params: PageParams,
        querystring: FeedbackListQuery,
        response: { 200: FeedbackListAnswer, ...errors },
      },
    },
    async (request) => listFeedback(db, request.params, request.query),
  );

  r.get(
    '/item/:id',
    {
      schema: {
        tags,
        summary: 'One feedback message (designed for /feedback/{id}) with its member id',
        params: FeedbackIdParams,
        response: { 200: FeedbackAnswer, ...errors, ...errorResponses(404) },
      },
    },
    async (request) => ({ valid: true as const, data: await getFeedback(db, request.params.id) }),
  );
}
