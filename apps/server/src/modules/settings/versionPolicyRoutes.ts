import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { VersionPolicyAnswer, VersionPolicyQuery } from '@orrery/contract';
import { errorResponses, routeTags } from '../../lib/routeSchemas';
import { versionPolicy } from './deviceVersions';

/** The mobile app asks, without a token, whether its version must update. */
export async function versionPolicyRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;
  r.get(
    '/version-policy',
    {
      config: { public: true, rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: routeTags('app'),
        summary:
          'Public: for platform ios|android and version x.y.z, the latest version, whether an update is ' +
          'available and whether it is forced (mustUpdate)',
        querystring: VersionPolicyQuery,
        response: { 200: VersionPolicyAnswer, ...errorResponses(400, 429) },
      },
    },
    async (request) => versionPolicy(db, request.query.platform, request.query.version),
  );
}
