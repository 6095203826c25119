import { Type } from '@fastify/type-provider-typebox';
import { Done } from '@orrery/contract';
import { errorResponses, idParams, routeTags, uuid } from '../../lib/routeSchemas';

export const IdParams = idParams('The Rule/Score set id is not valid.');
export const AdminIdParams = Type.Object({ adminId: uuid('The admin id is not valid.') });
export const DeleteParams = Type.Object({
  id: uuid('The Rule/Score set id is not valid.'),
  ownerId: uuid('The owner id is not valid.'),
});
/** The new set's name and notes go in the address: the body is the multipart file. */
export const ImportQuery = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S', errorMessage: 'Please enter name!' }),
  notes: Type.Optional(Type.String({ maxLength: 2000 })),
});
/** The workbook: documented as binary text, sent as bytes. */
export const XlsxBody = Type.Unsafe<Buffer>(Type.String({ format: 'binary' }));
export { Done };
export const errors = errorResponses(400, 401, 403, 404, 409);
export const tags = routeTags('synastry');
