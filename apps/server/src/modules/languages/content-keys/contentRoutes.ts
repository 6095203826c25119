import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ContentAnswer,
  ContentBody,
  ContentEditBody,
  ContentListAnswer,
  languageMessages as m,
  NameListAnswer,
} from '@orrery/contract';
import { actorOf, signedInAdmin } from '../../../plugins/auth';
import { contentValues } from './contentFields';
import {
  addContent,
  categoryList,
  deleteContent,
  keyList,
  listContent,
  listDeleted,
  restoreContent,
  updateContent,
} from './contentService';
import { assertMobileAllowed } from '../restrictedMode';
import {
  ContentQuery,
  DeletedQuery,
  Done,
  errors,
  IdParams,
  KeyListQuery,
  PageParams,
  tags,
} from '../schemas';

const CONTENT_RULES =
  'category, key, base, type and useFor are required (Please fill all the fields); for function_base a ' +
  'functionName (Please fill dart function name) ending with _ (Function name should end with _) that the ' +
  "key starts with (function name should be start with Key's text). Keys and function names are letters, " +
  'digits and _ starting with a letter, no Dart reserved word. 409 when the key is taken (per use)';

/** Content keys: lists, add, update, delete (to Deleted Key) and restore. */
export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;

  r.get(
    '/list-category/:skip/:limit/',
    {
      schema: {
        tags,
        summary:
          'A page of live content keys of one use (mobile or server) with every language entry, by category ' +
          'and key unless sortBy/orderBy. Mobile is refused in restricted mode (403)',
        params: PageParams,
        querystring: ContentQuery,
        response: { 200: ContentListAnswer, ...errors },
      },
    },
    async (request) => {
      await assertMobileAllowed(db, request.query.useFor);
      const { skip, limit } = request.params;
      return { valid: true as const, ...(await listContent(db, request.query, skip, limit)) };
    },
  );

  r.get(
    '/deleted-Category-list/:skip/:limit/',
    {
      schema: {
        tags,
        summary:
          'A page of deleted content keys (Deleted Key tab), latest deleted first, with their translations',
        params: PageParams,
        querystring: DeletedQuery,
        response: { 200: ContentListAnswer, ...errors },
      },
    },
    async (request) => {
      const { skip, limit } = request.params;
      return { valid: true as const, ...(await listDeleted(db, request.query, skip, limit)) };
    },
  );

  r.get(
    '/key-list',
    {
      schema: {
        tags,
        summary: 'The live keys (with their category) of a use and category, by key: item[] of key, category',
        querystring: KeyListQuery,
        response: { 200: NameListAnswer, ...errors },
      },
    },
    async (request) => ({
      valid: true as const,
      item: await keyList(db, request.query.useFor, request.query.category),
    }),
  );

  r.get(
    '/category-key-list',
    {
      schema: {
        tags,
        summary:
          'The categories in use (of a use; category: a part of the name), by name: item[] of category',
        querystring: KeyListQuery,
        response: { 200: NameListAnswer, ...errors },
      },
    },
    async (request) => ({
      valid: true as const,
      item: await categoryList(db, request.query.useFor, request.query.category),
    }),
  );

  // add-content: the create call; add-language-category is the same call under the "add category" name
  for (const path of ['/add-content', '/add-language-category'])
    r.post(
      path,
      {
        schema: {
          tags,
          summary: `Adds a content key. ${CONTENT_RULES}`,
          body: ContentBody,
          response: { 200: ContentAnswer, ...errors },
        },
      },
      async (request) => {
        const item = await addContent(db, actorOf(signedInAdmin(request)), contentValues(request.body));
        return { valid: true as const, message: m.contentAdded, item };
      },
    );

  r.put(
    '/update-language-category/:id',
    {
      schema: {
        tags,
        summary: `Saves a content key over the version loaded (409 when it changed since). ${CONTENT_RULES}`,
        params: IdParams,
        body: ContentEditBody,
        response: { 200: ContentAnswer, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(signedInAdmin(request));
      const values = contentValues(request.body);
      const item = await updateContent(db, actor, request.params.id, request.body.version, values);
      return { valid: true as const, message: m.contentUpdated, item };
    },
  );

  r.delete(
    '/delete-category/:id',
    {
      schema: {
        tags,
        summary: 'Moves a content key to Deleted Key; its translations are kept',
        params: IdParams,
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      await deleteContent(db, actorOf(signedInAdmin(request)), request.params.id);
      return { valid: true as const, message: m.contentDeleted };
    },
  );

  r.put(
    '/restore-category/:id',
    {
      schema: {
        tags,
        summary:
          'Brings a deleted content key back with its translations; 409 when a live key ' +
          'of the same use took its name',
        params: IdParams,
        response: { 200: ContentAnswer, ...errors },
      },
    },
    async (request) => {
      const item = await restoreContent(db, actorOf(signedInAdmin(request)), request.params.id);
      return { valid: true as const, message: m.contentRestored, item };
    },
  );
}
