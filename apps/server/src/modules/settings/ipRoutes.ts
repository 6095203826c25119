import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Done, IpDeleteQuery, IpEntry, IpListAnswer, IpSaveBody, ipMessages as m } from '@orrery/contract';
import { displayIp, allowListOf, ipAllowed } from '../../lib/ipAllowList';
import { errorResponses, IdParams, routeTags } from '../../lib/routeSchemas';
import { signedInAdmin } from '../../plugins/auth';
import { addEntry, deleteEntry, listEntries, type Caller } from './ipWhitelist';

const tags = routeTags('setting');
const errors = errorResponses(400, 401, 403, 404, 428);

const callerOf = (request: FastifyRequest): Caller => ({
  admin: signedInAdmin(request),
  ip: displayIp(request.ip),
});

/**
 * IP Whitelist: an admin's allowed addresses. Own list for an admin, anyone's for a superadmin.
 * A change that would lock the caller out of where they call from needs `confirm` (else 428); one that
 * would leave no superadmin able to call from there is refused.
 */
export async function ipRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db, sessions } = app.deps;

  r.get(
    '/ip-whitelist/list/:id',
    {
      schema: {
        tags,
        summary:
          "An admin's IP entries and the caller's address as the server sees it (TRUST_PROXY honoured)",
        params: IdParams,
        response: { 200: IpListAnswer, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const ips = await listEntries(db, caller, request.params.id);
      const mine = await allowListOf(db, caller.admin.id);
      return { valid: true as const, ips, callerIp: caller.ip, callerAllowed: ipAllowed(mine, caller.ip) };
    },
  );

  r.put(
    '/ip-whitelist/save/:id',
    {
      schema: {
        tags,
        summary:
          'Adds an entry {userId (= id), ipAddress IPv4 or CIDR range, ip6Address optional IPv6 or range, confirm}',
        params: IdParams,
        body: IpSaveBody,
        response: {
          200: Type.Object({ valid: Type.Literal(true), message: Type.String(), data: IpEntry }),
          ...errors,
        },
      },
    },
    async (request) => {
      const data = await addEntry(db, callerOf(request), request.params.id, request.body);
      sessions.dropAdmin(request.params.id);
      return { valid: true as const, message: m.added, data };
    },
  );

  r.delete(
    '/ip-whitelist/delete/:id/:address',
    {
      schema: {
        tags,
        summary:
          'Deletes the entry holding this address or range (a range with its / encoded as %2F); ?confirm=true',
        params: Type.Object({ id: IdParams.properties.id, address: Type.String({ maxLength: 60 }) }),
        querystring: IpDeleteQuery,
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      const { id, address } = request.params;
      await deleteEntry(db, callerOf(request), id, address, request.query.confirm === true);
      sessions.dropAdmin(id);
      return { valid: true as const, message: m.deleted };
    },
  );
}
