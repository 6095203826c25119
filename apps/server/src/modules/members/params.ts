import { ConflictBody } from '@orrery/contract';
import { errorResponses, idParams, routeTags } from '../../lib/routeSchemas';

export const MemberIdParams = idParams('The member id is not valid.');

export const memberErrors = {
  ...errorResponses(400, 401, 404),
  409: ConflictBody,
};

export const memberTags = routeTags('user');
