import { Type } from '@fastify/type-provider-typebox';
import { Done } from '@orrery/contract';
import { errorResponses, IdParams, routeTags } from '../../lib/routeSchemas';

export { IdParams };
/** image-upload-s3/{id}: a celebrity's id, or `new` while the Add Celebrity form has none yet. */
export const UploadParams = Type.Object({
  id: Type.Union([Type.String({ format: 'uuid' }), Type.Literal('new')], {
    errorMessage: 'The id must be a celebrity id or new.',
  }),
});
export { Done };
export const errors = errorResponses(400, 401, 403, 404, 409);
export const tags = routeTags('celebrity');
export const chartTags = routeTags('astrologic');
