import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AuditFiltersAnswer, AuditListAnswer, AuditListQuery } from '@orrery/contract';
import { requireSuperadmin } from '../../plugins/auth';
import { errorResponses, routeTags } from '../../lib/routeSchemas';
import { auditFilters, listAudit } from './service';

const errors = errorResponses(400, 401, 403);
const tags = routeTags('audit-log');

/** The audit-log/ calls: every change by every admin and job (the Activity screen), superadmins only. */
export async function auditLogRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;

  r.get(
    '/list',
    {
      schema: {
        tags,
        summary:
          'Every change, newest first (orderBy=asc for oldest): by admin (actorId), area (entity), action and whole UTC days',
        querystring: AuditListQuery,
        response: { 200: AuditListAnswer, ...errors },
      },
    },
    async (request) => {
      requireSuperadmin(request);
      return listAudit(db, request.query);
    },
  );

  r.get(
    '/filters',
    {
      schema: {
        tags,
        summary: 'The areas and actions the log holds, and the admins, for the Activity filters',
        response: { 200: AuditFiltersAnswer, ...errors },
      },
    },
    async (request) => {
      requireSuperadmin(request);
      return auditFilters(db);
    },
  );
}
