import { Type } from '@fastify/type-provider-typebox';
import { ConflictBody, ErrorBody } from '@orrery/contract';

export const MemberIdParams = Type.Object({
  id: Type.String({ format: 'uuid', errorMessage: 'The member id is not valid.' }),
});

export const memberErrors = {
  400: ErrorBody,
  401: ErrorBody,
  404: ErrorBody,
  409: ConflictBody,
};

export const memberTags = ['user'];
