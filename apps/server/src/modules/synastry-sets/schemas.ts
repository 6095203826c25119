import { Type } from '@fastify/type-provider-typebox';
import { Done, ErrorBody } from '@orrery/contract';

const uuid = (message: string) => Type.String({ format: 'uuid', errorMessage: message });

export const IdParams = Type.Object({ id: uuid('The Rule/Score set id is not valid.') });
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
export const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
export const tags = ['synastry'];
