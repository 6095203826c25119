import { Type } from '@fastify/type-provider-typebox';
import { PageParams } from '@orrery/contract';

/** The history lists' pagination: total, the page `skip` falls in (from 1) and the number of pages. */
export const pageOf = (total: number, skip: number, limit: number) => ({
  total,
  currentPage: Math.floor(skip / limit) + 1,
  totalPages: Math.ceil(total / limit),
});

/** A message's recipients, a page of them: `/:id/:skip/:limit/`. */
export const RecipientParams = Type.Object({
  id: Type.String({ format: 'uuid', errorMessage: 'The id is not valid.' }),
  ...PageParams.properties,
});
