import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { MemberListAnswer, MemberListFilters, MemberListQuery } from '@orrery/contract';
import { writeAudit } from '../../lib/audit';
import { errorResponses, routeTags } from '../../lib/routeSchemas';
import { actorOf, signedInAdmin } from '../../plugins/auth';
import { listMembers } from './service';
import { exportMembers } from './export';

const errors = errorResponses(400, 401);
const tags = routeTags('user');
/** The CSV body: documented as text, sent as a stream. */
const CsvBody = Type.Unsafe<string | Readable>(Type.String());
/** The list: documented by its schema, sent as the JSON text the service writes (its rows by PostgreSQL). */
const MemberListJson = Type.Unsafe<string>(MemberListAnswer);

/** The members list (tabs Members and Blocked) and its CSV export. */
export async function memberListRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;

  r.get(
    '/userList/',
    {
      schema: {
        tags,
        summary:
          'Members list: tab 1 (not blocked: active and dormant) or tab 2 (type=blocked, isBlocked=true), ' +
          'never members pending deletion; filters with several values are joined with commas; ' +
          'date ranges are whole UTC days; TotalFilteredUser counts every match',
        querystring: MemberListQuery,
        response: { 200: MemberListJson, ...errors },
      },
    },
    async (request, reply) =>
      reply.type('application/json; charset=utf-8').send(await listMembers(db, request.query)),
  );

  r.get(
    '/userList/export.csv',
    {
      schema: {
        tags,
        summary:
          'The members list as CSV: the same filters, tab and search as GET /userList/ (no paging), every ' +
          'matching member newest first, one column per member-row field; streamed, UTF-8 with BOM, ' +
          'sent as an attachment. Bad input answers 400 JSON before any CSV is sent',
        querystring: MemberListFilters,
        produces: ['text/csv'],
        response: {
          200: {
            description: 'text/csv; charset=utf-8, Content-Disposition: attachment',
            content: { 'text/csv': { schema: CsvBody } },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { fileName, stream } = await exportMembers(db, request.query);
      // who took the members' data out, and with which filters
      await writeAudit(db, actorOf(signedInAdmin(request)), {
        action: 'members.export',
        entity: 'export',
        entityId: 'members',
        after: { ...request.query },
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
}
