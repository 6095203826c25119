import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { emailMessages as m } from '@orrery/contract';
import { badRequest } from '../../../lib/httpErrors';
import { errorResponses, routeTags } from '../../../lib/routeSchemas';
import { memberOfToken, unsubscribe, unsubscribeSecret } from './unsubscribe';

const Params = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 120, errorMessage: m.unsubscribeInvalid }),
});
const tags = routeTags('messaging');

/** A small page in the member's browser; nothing in it comes from the request. */
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
  `<title>${title}</title></head><body style="font-family:sans-serif;max-width:32rem;margin:3rem auto;line-height:1.5">` +
  `<h1 style="font-size:1.4rem">${title}</h1>${body}</body></html>`;

/**
 * The unsubscribe link of member e-mails (their List-Unsubscribe header and footer): public, the link's
 * signature is the proof. GET shows a button; POST (the button, or a mail client's one-click request,
 * RFC 8058) turns the member's e-mails off.
 */
export async function unsubscribeRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;
  // the button's form and the one-click request send `List-Unsubscribe=One-Click`: read, not needed
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, body, done) => done(null, body),
  );
  // made when the server starts: a refused link writes nothing
  const secret = await unsubscribeSecret(db);
  const memberOf = (token: string) => {
    const memberId = memberOfToken(secret, token);
    if (!memberId) throw badRequest(m.unsubscribeInvalid);
    return memberId;
  };

  r.get(
    '/email-unsubscribe/:token',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "The page an e-mail's unsubscribe link opens: a button that turns the member's e-mails off",
        security: [],
        params: Params,
        response: { 200: Type.String(), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      memberOf(request.params.token);
      return reply
        .type('text/html; charset=utf-8')
        .send(
          page(
            'Stop e-mails from Orrery',
            '<p>You will no longer receive e-mails from Orrery. Messages in the app are not affected.</p>' +
              '<form method="post"><button type="submit" style="font-size:1rem;padding:.5rem 1rem">Turn e-mails off</button></form>',
          ),
        );
    },
  );

  r.post(
    '/email-unsubscribe/:token',
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          "Turns the member's e-mails off (the page's button, or a mail client's one-click unsubscribe); again: no change",
        security: [],
        params: Params,
        response: { 200: Type.String(), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const memberId = memberOf(request.params.token);
      const known = await unsubscribe(db, memberId);
      if (!known) throw badRequest(m.unsubscribeInvalid);
      return reply
        .type('text/html; charset=utf-8')
        .send(page('E-mails are off', '<p>You will no longer receive e-mails from Orrery.</p>'));
    },
  );
}
