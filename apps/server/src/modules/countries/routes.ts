import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CountryListAnswer } from '@orrery/contract';
import { errorResponses, routeTags } from '../../lib/routeSchemas';
import { countryList } from './countries';

/** The country reference list of the selectors (the dashboard, later the analytics screens). */
export async function countryRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const items = countryList();
  r.get(
    '/countries',
    {
      schema: {
        tags: routeTags('user'),
        summary:
          'Every country the server accepts (ISO 3166-1 alpha-2 code and English name), sorted by name: ' +
          'the one source of the console country selectors',
        response: { 200: CountryListAnswer, ...errorResponses(401) },
      },
    },
    async () => ({ items }),
  );
}
