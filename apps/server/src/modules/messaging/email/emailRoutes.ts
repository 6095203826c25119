import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  EmailListAnswer,
  EmailListQuery,
  PageParams,
  RecipientListAnswer,
  SendAnswer,
  SendEmailBody,
} from '@orrery/contract';
import { errorResponses, routeTags } from '../../../lib/routeSchemas';
import { actorOf, signedInAdmin } from '../../../plugins/auth';
import { listEmailRecipients } from './emailRecipients';
import { createEmail, listEmails } from './emailService';
import { RecipientParams } from '../paging';
import { answerSend } from '../queue';

const errors = errorResponses(400, 401);
const tags = routeTags('messaging');

/** E-mails to members (the Push Email and Email History screens): every signed-in admin. */
export async function emailRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db, jobs } = app.deps;

  r.post(
    '/send-email',
    {
      schema: {
        tags,
        summary:
          'Checks and stores an e-mail to members (ids split on newlines, commas and spaces, repeats skipped; ' +
          'subject at most 200; body as simple formatting, rendered to safe HTML; language en or pt_br) and ' +
          'answers at once; a job sends it',
        body: SendEmailBody,
        response: { 200: SendAnswer, ...errors },
      },
    },
    async (request) => {
      const row = await createEmail(
        db,
        actorOf(signedInAdmin(request)),
        request.body,
        app.deps.config.timeZone,
      );
      return answerSend(jobs, 'email', row);
    },
  );

  r.get(
    '/email-list/:skip/:limit/',
    {
      schema: {
        tags,
        summary: 'E-mail history, newest first, with progress; search in the subject or the body',
        params: PageParams,
        querystring: EmailListQuery,
        response: { 200: EmailListAnswer, ...errors },
      },
    },
    async (request) => listEmails(db, request.params.skip, request.params.limit, request.query.search),
  );

  r.get(
    '/recipients-list/:id/:skip/:limit/',
    {
      schema: {
        tags,
        summary:
          "An e-mail's recipients by address with each one's outcome; search on the member id or the address",
        params: RecipientParams,
        querystring: EmailListQuery,
        response: { 200: RecipientListAnswer, ...errors, ...errorResponses(404) },
      },
    },
    async (request) =>
      listEmailRecipients(
        db,
        request.params.id,
        request.params.skip,
        request.params.limit,
        request.query.search,
      ),
  );
}
