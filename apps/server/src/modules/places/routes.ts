import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AutocompleteAnswer, PlaceDetail, PlaceZone, PlaceZoneQuery } from '@orrery/contract';
import { notFound } from '../../lib/httpErrors';
import { errorResponses, routeTags } from '../../lib/routeSchemas';
import { placeZone } from './zone';

export const placeMessages = {
  noText: 'Type the beginning of a place name to search.',
  badId: 'The place id is not valid: it is the number a place search answered.',
  unknownId: 'No place has this id.',
} as const;

/** Longer than any place name with its region and country; a longer text is not a search. */
const MAX_TEXT = 200;

const AutocompleteQuery = Type.Object({
  text: Type.String({
    minLength: 1,
    maxLength: MAX_TEXT,
    pattern: '\\S',
    errorMessage: placeMessages.noText,
  }),
});
const PlaceParams = Type.Object({
  placeId: Type.String({ pattern: '^[1-9][0-9]{0,9}$', errorMessage: placeMessages.badId }),
});
const errors = errorResponses(400, 401, 404);
const tags = routeTags('places');

/** Shared place search: the shapes of the maps API's calls, answered from the offline gazetteer. */
export async function placesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const places = () => app.deps.places;

  r.get(
    '/autocomplete',
    {
      schema: {
        tags,
        summary: 'Places whose name starts with the text ("name, region or country" narrows); at most 10',
        querystring: AutocompleteQuery,
        response: { 200: AutocompleteAnswer, ...errors },
      },
    },
    async (request) => ({ predictions: await places().autocomplete(request.query.text) }),
  );

  r.get(
    '/zone',
    {
      schema: {
        tags,
        summary:
          'Where co-ordinates lie: time zone, country and region of the nearest place, UTC offset at a local birth time',
        querystring: PlaceZoneQuery,
        response: { 200: PlaceZone, ...errors },
      },
    },
    async (request) => placeZone(places(), request.query),
  );

  r.get(
    '/:placeId',
    {
      schema: {
        tags,
        summary: 'One place: its description, co-ordinates and IANA time zone',
        params: PlaceParams,
        response: { 200: PlaceDetail, ...errors },
      },
    },
    async (request) => {
      const place = await places().detail(request.params.placeId);
      if (!place) throw notFound(placeMessages.unknownId);
      return place;
    },
  );
}
