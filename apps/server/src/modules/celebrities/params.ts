import { Type } from '@fastify/type-provider-typebox';
import { Done, ErrorBody } from '@orrery/contract';

export const IdParams = Type.Object({
  id: Type.String({ format: 'uuid', errorMessage: 'The id is not valid.' }),
});
/** image-upload-s3/{id}: a celebrity's id, or `new` while the Add Celebrity form has none yet. */
export const UploadParams = Type.Object({
  id: Type.Union([Type.String({ format: 'uuid' }), Type.Literal('new')], {
    errorMessage: 'The id must be a celebrity id or new.',
  }),
});
export { Done };
export const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
export const tags = ['celebrity'];
export const chartTags = ['astrologic'];
