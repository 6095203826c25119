import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IncompleteProfileAnswer, IncompleteProfileQuery } from '@orrery/contract';
import { errorResponses, routeTags } from '../../lib/routeSchemas';
import { listIncompleteProfiles } from './service';

const errors = errorResponses(400, 401);
const tags = routeTags('user');

/** The Incomplete Profile screen: members who stopped before the last registration step. */
export async function incompleteProfileRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;

  r.post(
    '/incomplete-profile-list',
    {
      schema: {
        tags,
        summary:
          'Incomplete profiles: members, not pending deletion, whose registration is not complete; ' +
          'filters gender and otpStatus (several joined with commas), created and last-edited day ranges ' +
          '(whole UTC days, none in the future), search by nickname, e-mail or whole id; sorted by last ' +
          'edit, newest first, by default. The old console stored its filter state with a preliminary ' +
          'call; this console keeps it in the address and local storage instead, so there is none',
        body: IncompleteProfileQuery,
        response: { 200: IncompleteProfileAnswer, ...errors },
      },
    },
    async (request) => listIncompleteProfiles(db, request.body ?? {}),
  );
}
