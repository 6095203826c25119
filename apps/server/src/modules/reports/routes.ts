import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  PageParams,
  ReportedListAnswer,
  ReportedListQuery,
  ReportersAnswer,
  ReportersParams,
} from '@orrery/contract';
import { errorResponses, routeTags } from '../../lib/routeSchemas';
import { listReported, listReporters } from './service';

const errors = errorResponses(400, 401);
const tags = routeTags('feedback');

/** The feedback/ calls: reported members and their reporters. */
export async function reportsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;

  r.get(
    '/report/:skip/:limit',
    {
      schema: {
        tags,
        summary:
          'Reported members (not pending deletion), last reported first by default: report totals, unique ' +
          'reporters, account and profile status, weekly counters, popularity and the latest five reports; ' +
          'search by nickName (default), identifier or whole _id; sortBy lastReportedAt, totalReports, ' +
          'totalUniqueReportedBy, nickName or createdAt with orderBy, or the single-field sort (-totalReports); ' +
          'the path skip and limit decide the page (pageNo and pageLimit are accepted)',
        params: PageParams,
        querystring: ReportedListQuery,
        response: { 200: ReportedListAnswer, ...errors },
      },
    },
    async (request) => listReported(db, request.params, request.query),
  );

  r.get(
    '/reporters-list/:id/:skip/:limit',
    {
      schema: {
        tags,
        summary:
          'Every report on one member, newest first: reporter (null once the account is deleted: Deleted User), date, reason and text',
        params: ReportersParams,
        response: { 200: ReportersAnswer, ...errors, ...errorResponses(404) },
      },
    },
    async (request) => listReporters(db, request.params),
  );
}
