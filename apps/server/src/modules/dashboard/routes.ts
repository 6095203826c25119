import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DashboardAnswer, DashboardQuery } from '@orrery/contract';
import { errorResponses, routeTags } from '../../lib/routeSchemas';
import { dashboardCountry, dashboardStatistics } from './service';

const errors = errorResponses(400, 401);
const tags = routeTags('user');

/** The registration dashboard: sign-ups and member totals, for one country or all. */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;

  r.get(
    '/dashboardList',
    {
      schema: {
        tags,
        summary:
          'Registration dashboard: sign-ups today, last 7 and 30 days, and member totals, for one country or all',
        querystring: DashboardQuery,
        response: { 200: DashboardAnswer, ...errors },
      },
    },
    async (request) => dashboardStatistics(db, dashboardCountry(request.query)),
  );
}
