import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  Done,
  SavedViewBody,
  SavedViewListAnswer,
  SavedViewListQuery,
  SavedViewSaved,
  savedViewMessages as m,
} from '@orrery/contract';
import { errorResponses, idParams, routeTags } from '../../lib/routeSchemas';
import { signedInAdmin } from '../../plugins/auth';
import { deleteView, listViews, saveView, type ViewActor } from './service';

const tags = routeTags('saved-views');
const IdParams = idParams('The view id is not valid.');

const actorOf = (request: FastifyRequest): ViewActor => {
  const admin = signedInAdmin(request);
  return { id: admin.id, nickName: admin.nickName, superadmin: admin.userType === 'superadmin' };
};

/** `/api/saved-views`: named views of a list (the members list), private or shared with all staff. */
export async function savedViewRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;

  r.get(
    '/',
    {
      schema: {
        tags,
        summary: "The asking admin's views of the list and those shared with all staff, by name",
        querystring: SavedViewListQuery,
        response: { 200: SavedViewListAnswer, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({ items: await listViews(db, signedInAdmin(request).id, request.query.list) }),
  );

  r.post(
    '/',
    {
      schema: {
        tags,
        summary:
          "Saves a view: its name (one per admin and list, 409 when taken), the list's state, the columns, shared or not",
        body: SavedViewBody,
        response: { 200: SavedViewSaved, ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => {
      const item = await saveView(db, actorOf(request), request.body);
      return { valid: true as const, message: m.saved(item.name), item };
    },
  );

  r.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a view: its owner, or a superadmin',
        params: IdParams,
        response: { 200: Done, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const name = await deleteView(db, actorOf(request), request.params.id);
      return { valid: true as const, message: m.deleted(name) };
    },
  );
}
