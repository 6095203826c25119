import { Type } from '@fastify/type-provider-typebox';
import {
  CONTENT_TYPES,
  CONTENT_USES,
  Done,
  languageMessages as m,
  skipLimit,
  SortOrder,
} from '@orrery/contract';
import { errorResponses, IdParams, routeTags, uuid } from '../../lib/routeSchemas';
import { CONTENT_SORTS } from './content-keys/contentService';

const part = Type.Optional(
  Type.String({ maxLength: 200, errorMessage: 'a filter is a text of at most 200 characters' }),
);
const Use = Type.Optional(Type.Enum(CONTENT_USES, { errorMessage: 'useFor must be mobile or server' }));

export { IdParams };
export const TranslateParams = Type.Object({
  contentId: uuid('The content id is not valid.'),
  languageId: uuid('The language id is not valid.'),
});
/** update-Content-publish/{a}/{b}: a is the content key, b the language. */
export const PublishParams = Type.Object({
  a: uuid('The content id is not valid.'),
  b: uuid('The language id is not valid.'),
});
export const PageParams = Type.Object(skipLimit(500));

export const LanguageQuery = Type.Object({
  searchBy: Type.Optional(
    Type.Enum(['language', 'key', 'country', 'mobileKey'], {
      errorMessage: 'searchBy must be language, key, country or mobileKey',
    }),
  ),
  search: part,
});
const contentSearch = {
  useFor: Use,
  category: part,
  key: part,
  searchBy: Type.Optional(
    Type.Enum(['category', 'key', 'base'], { errorMessage: 'searchBy must be category, key or base' }),
  ),
  search: part,
  sortBy: Type.Optional(
    Type.Enum(CONTENT_SORTS, { errorMessage: `sortBy must be one of ${CONTENT_SORTS.join(', ')}` }),
  ),
  orderBy: Type.Optional(SortOrder),
};
export const ContentQuery = Type.Object(contentSearch);
export const TranslationQuery = Type.Object({
  ...contentSearch,
  languageId: uuid(m.languageRequired),
  status: Type.Optional(
    Type.Enum(['publish', 'unPublish'], { errorMessage: 'status must be publish or unPublish' }),
  ),
});
export const DeletedQuery = Type.Object({
  category: part,
  key: part,
  type: Type.Optional(Type.Enum(CONTENT_TYPES, { errorMessage: 'type must be static or function_base' })),
  useFor: Use,
});
export const LanguageIdQuery = Type.Object({ languageId: uuid(m.languageRequired) });
export const KeyListQuery = Type.Object({ useFor: Use, category: part });
/** A file sent as text: the Dart source or the JSON document. */
export const FileText = Type.String();
export { Done };
export const errors = errorResponses(400, 401, 403, 404, 409);
export const tags = routeTags('languages');
