import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  LanguageAnswer,
  LanguageBody,
  LanguageChoiceAnswer,
  LanguageEditBody,
  LanguageListAnswer,
  languageMessages as m,
} from '@orrery/contract';
import { actorOf, signedInAdmin } from '../../../plugins/auth';
import { languageTextsOnly, languageValues } from './languageFields';
import {
  addLanguage,
  deleteLanguage,
  languageChoices,
  listLanguages,
  updateLanguage,
} from './languageService';
import { Done, errors, IdParams, LanguageQuery, PageParams, tags } from '../schemas';

/** Languages: list, choices, add, update, delete. */
export async function languageRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;

  r.get(
    '/get-languages/:skip/:limit/',
    {
      schema: {
        tags,
        summary:
          'A page of languages (English first, then by name) with their published counts (serverPublish, ' +
          'mobilePublish, totalPublish); search is a part of the searchBy field (language by default)',
        params: PageParams,
        querystring: LanguageQuery,
        response: { 200: LanguageListAnswer, ...errors },
      },
    },
    async (request) => ({
      valid: true as const,
      ...(await listLanguages(db, request.query, request.params.skip, request.params.limit)),
    }),
  );

  r.get(
    '/language-list',
    {
      schema: {
        tags,
        summary: 'Every language (English first): languageList of _id, key, language, mobileKey',
        response: { 200: LanguageChoiceAnswer, ...errors },
      },
    },
    async () => ({ valid: true as const, languageList: await languageChoices(db) }),
  );

  r.post(
    '/add-language',
    {
      schema: {
        tags,
        summary:
          'Adds a language. language, key, country, isoCode and mobileKey are required (Please fill all the ' +
          'fields) and texts (Please enter valid data); the name is capitalised, the key upper-cased, isoCode ' +
          'cut to two letters. 409 when the key is taken',
        body: LanguageBody,
        response: { 200: LanguageAnswer, ...errors },
      },
      preValidation: languageTextsOnly,
    },
    async (request) => {
      const item = await addLanguage(db, actorOf(signedInAdmin(request)), languageValues(request.body));
      return { valid: true as const, message: m.languageAdded, item };
    },
  );

  r.put(
    '/update-language/:id',
    {
      schema: {
        tags,
        summary:
          'Saves a language over the version loaded (409 when it changed since, or the key is taken). ' +
          'English keeps its name and key (400)',
        params: IdParams,
        body: LanguageEditBody,
        response: { 200: LanguageAnswer, ...errors },
      },
      preValidation: languageTextsOnly,
    },
    async (request) => {
      const actor = actorOf(signedInAdmin(request));
      const values = languageValues(request.body);
      const item = await updateLanguage(db, actor, request.params.id, request.body.version, values);
      return { valid: true as const, message: m.languageUpdated, item };
    },
  );

  r.delete(
    '/delete-language/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a language and its translations; English cannot be deleted (400)',
        params: IdParams,
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      await deleteLanguage(db, actorOf(signedInAdmin(request)), request.params.id);
      return { valid: true as const, message: m.languageDeleted };
    },
  );
}
