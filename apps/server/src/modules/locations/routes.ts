import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  Done,
  LocationSaveAnswer,
  LocationBody,
  LocationEditBody,
  LocationListAnswer,
  LocationQuery,
  locationMessages as m,
  skipLimit,
} from '@orrery/contract';
import { errorResponses, idParams, routeTags } from '../../lib/routeSchemas';
import { actorOf, signedInAdmin } from '../../plugins/auth';
import { locationValues } from './locationFields';
import { addLocation, deleteLocation, listLocations, updateLocation } from './service';

const IdParams = idParams(m.badId);
const PageParams = Type.Object(skipLimit(500));
const errors = errorResponses(400, 401, 403, 404, 409);
const tags = routeTags('locations');

/** Location List: the location dictionary under /api/location. */
export async function locationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;

  r.get(
    '/locationMap-list/:skip/:limit/',
    {
      schema: {
        tags,
        summary:
          'A page of locations (newest first; sortBy key, createdAt or modifiedAt with orderBy); search is a ' +
          'part of the key or of a tag (searchBy key or tag), updateFor narrows',
        params: PageParams,
        querystring: LocationQuery,
        response: { 200: LocationListAnswer, ...errors },
      },
    },
    async (request) => ({
      valid: true as const,
      ...(await listLocations(db, request.query, request.params.skip, request.params.limit)),
    }),
  );

  r.post(
    '/location-map',
    {
      schema: {
        tags,
        summary:
          'Adds a location: key and tag required (Please fill in all the remaining fields.), lower-cased and ' +
          'trimmed; updateFor locality, city (the default), region or country. 409 when the key is taken',
        body: LocationBody,
        response: { 200: LocationSaveAnswer, ...errors },
      },
    },
    async (request) => {
      const item = await addLocation(db, actorOf(signedInAdmin(request)), locationValues(request.body));
      return { valid: true as const, message: m.added, item };
    },
  );

  r.post(
    '/location-item-add/:id',
    {
      schema: {
        tags,
        summary:
          "Saves a location's tags over the version loaded (409 when it changed since). The key and updateFor " +
          'cannot be changed (400 when sent with another value)',
        params: IdParams,
        body: LocationEditBody,
        response: { 200: LocationSaveAnswer, ...errors },
      },
    },
    async (request) => {
      const item = await updateLocation(db, actorOf(signedInAdmin(request)), request.params.id, request.body);
      return { valid: true as const, message: m.updated, item };
    },
  );

  r.delete(
    '/delete-location/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a location (404 when there is none)',
        params: IdParams,
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      await deleteLocation(db, actorOf(signedInAdmin(request)), request.params.id);
      return { valid: true as const, message: m.deleted };
    },
  );
}
