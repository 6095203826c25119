import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { SearchAnswer, SearchQuery } from '@orrery/contract';
import { errorResponses, routeTags } from '../../lib/routeSchemas';
import { signedInAdmin } from '../../plugins/auth';
import { searchEverything } from './service';

const errors = errorResponses(400, 401);
const tags = routeTags('search');

/** `GET /api/search`: the console's Ctrl+K over members, admins, celebrities, content keys and synastry sets. */
export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;

  r.get(
    '/',
    {
      schema: {
        tags,
        summary:
          'Members by nickname, e-mail or id; admins; celebrities; content keys; synastry sets; the saved views of the members list the admin sees: at most 5 of each, accents and case aside (3 letters at least)',
        querystring: SearchQuery,
        response: { 200: SearchAnswer, ...errors },
      },
    },
    async (request) => searchEverything(db, request.query.q, signedInAdmin(request).id),
  );
}
