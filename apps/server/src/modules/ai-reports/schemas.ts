import { Type } from '@fastify/type-provider-typebox';
import { MembershipParam } from '@orrery/contract';
import { errorResponses, idParams, routeTags } from '../../lib/routeSchemas';

export const VersionIdParams = idParams('The version id is not valid.');
export const MembershipParams = Type.Object({ membership: MembershipParam });
export const errors = errorResponses(400, 401, 404, 409);
export const tags = routeTags('ai-reports');
