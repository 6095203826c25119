import { Type } from '@fastify/type-provider-typebox';
import { Done, ErrorBody } from '@orrery/contract';

/** What the admin/ area's routes share: the id parameter, the plain answer, the error statuses, the tag. */
export const IdParams = Type.Object({
  id: Type.String({ format: 'uuid', errorMessage: 'The id is not valid.' }),
});
export { Done };
export const adminErrors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  429: ErrorBody,
};
export const adminTags = ['admin'];
