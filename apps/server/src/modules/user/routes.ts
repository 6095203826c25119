import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DashboardAnswer, DashboardQuery, ErrorBody } from '@orrery/contract';
import { dashboardCountry, dashboardStatistics } from './dashboard';
import { memberChartRoutes } from './chartRoutes';
import { countryRoutes } from './countryRoutes';
import { deletedRoutes } from './deletedRoutes';
import { memberDetailRoutes } from './detailRoutes';
import { incompleteProfileRoutes } from './incompleteRoutes';
import { memberListRoutes } from './listRoutes';
import { memberPhotoRoutes } from './photoRoutes';
import { profilesListRoutes } from './profilesListRoutes';

const errors = { 400: ErrorBody, 401: ErrorBody };
const tags = ['user'];

/** The user/ area of spec/1 section 7: members. */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;
  await app.register(memberDetailRoutes);
  await app.register(memberPhotoRoutes);
  await app.register(memberChartRoutes);
  await app.register(memberListRoutes);
  await app.register(incompleteProfileRoutes);
  await app.register(countryRoutes);
  await app.register(deletedRoutes);
  await app.register(profilesListRoutes);

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
