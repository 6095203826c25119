import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AuditChainAnswer,
  AuditFiltersAnswer,
  AuditHistoryQuery,
  AuditListAnswer,
  AuditListQuery,
  superadminHistoryAreas,
} from '@orrery/contract';
import { requireSuperadmin } from '../../plugins/auth';
import { errorResponses, routeTags } from '../../lib/routeSchemas';
import { checkAuditChain } from './chain';
import { auditFilters, listAudit, recordHistory } from './service';

const errors = errorResponses(400, 401, 403);
const tags = routeTags('audit-log');

/**
 * The audit-log/ calls: every change by every admin and job (the Activity screen, superadmins only) and
 * one record's history (the History tab of its detail screen).
 */
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

  r.get(
    '/history',
    {
      schema: {
        tags,
        summary:
          "One record's changes, newest first (the History tab): by area (entity) and record id (entityId); an admin's history for superadmins only",
        querystring: AuditHistoryQuery,
        response: { 200: AuditListAnswer, ...errors },
      },
    },
    async (request) => {
      if (superadminHistoryAreas.includes(request.query.entity)) requireSuperadmin(request);
      return recordHistory(db, request.query);
    },
  );

  r.get(
    '/chain',
    {
      schema: {
        tags,
        summary:
          "Checks the audit log's hash chain row by row: whether it holds, and the first change where it breaks (an altered or removed row, a cut tail)",
        response: { 200: AuditChainAnswer, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      requireSuperadmin(request);
      return checkAuditChain(db);
    },
  );
}
