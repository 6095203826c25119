import { Type } from '@fastify/type-provider-typebox';
import { ErrorBody, MembershipParam } from '@orrery/contract';

export const VersionIdParams = Type.Object({
  id: Type.String({ format: 'uuid', errorMessage: 'The version id is not valid.' }),
});
export const MembershipParams = Type.Object({ membership: MembershipParam });
export const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody };
export const tags = ['ai-reports'];
