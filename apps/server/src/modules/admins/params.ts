import { errorResponses, routeTags } from '../../lib/routeSchemas';

/** What the admin/ area's routes (admins, sign-in, passwords) share: the error statuses and the tag. */
export const adminErrors = errorResponses(400, 401, 403, 404, 409, 429);
export const adminTags = routeTags('admin');
