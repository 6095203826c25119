import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  DeletedListAnswer,
  DeletedListQuery,
  RemovedListAnswer,
  RemovedListQuery,
  RetentionAnswer,
} from '@orrery/contract';
import { errorResponses, routeTags } from '../../lib/routeSchemas';
import { listDeletedMembers, listRemovedProfiles } from './service';
import { retentionDays } from './retention';

const errors = errorResponses(400, 401);
const tags = routeTags('user');

/** The deleted accounts screen: Pending Deletion, Permanently Removed and the retention period. */
export async function deletedRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;

  r.get(
    '/deleted-list/',
    {
      schema: {
        tags,
        summary:
          'Pending Deletion: deleted members whose personal data is not yet removed, newest deletion first, ' +
          'with the deletion reason, suggestion and comment, the removal date and the days left; search by ' +
          'nickname, e-mail or whole id; deleted (modified) and created dates as whole UTC days',
        querystring: DeletedListQuery,
        response: { 200: DeletedListAnswer, ...errors },
      },
    },
    async (request) => listDeletedMembers(db, request.query),
  );

  r.get(
    '/permanently-deleted-profiles/',
    {
      schema: {
        tags,
        summary:
          'Permanently Removed: deletion records of accounts whose personal data was removed after the ' +
          'retention period (reason, suggestion, comment, dates, country, gender), newest removal first',
        querystring: RemovedListQuery,
        response: { 200: RemovedListAnswer, ...errors },
      },
    },
    async (request) => listRemovedProfiles(db, request.query),
  );

  r.get(
    '/get-user-data-delete-time-period/',
    {
      schema: {
        tags,
        summary: 'Days a deleted account keeps its personal data (app setting, default 60)',
        response: { 200: RetentionAnswer, ...errors },
      },
    },
    async () => ({ valid: true as const, timePeriod: await retentionDays(db) }),
  );
}
