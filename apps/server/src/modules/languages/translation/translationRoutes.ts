import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  languageMessages as m,
  PublishBody,
  TranslateBody,
  TranslationAnswer,
  TranslationListAnswer,
  TranslationMapAnswer,
} from '@orrery/contract';
import { aiCallLimit } from '../../../lib/aiCallLimit';
import { errorResponses } from '../../../lib/routeSchemas';
import { actorOf, signedInAdmin } from '../../../plugins/auth';
import { machineTranslate } from './machineTranslation';
import { assertMobileAllowed } from '../restrictedMode';
import {
  errors,
  LanguageIdQuery,
  PageParams,
  PublishParams,
  tags,
  TranslateParams,
  TranslationQuery,
} from '../schemas';
import { listTranslations, setPublished, translationsOf, updateTranslation } from './translationService';

/** Translations: the translation view, a text's save, the status switch, a language's texts. */
export async function translationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db, ai } = app.deps;

  r.get(
    '/list-language-category/:skip/:limit/',
    {
      schema: {
        tags,
        summary:
          "A page of a language's live content keys with its text (translateString) and status (Published " +
          'or unPublish; English always Published), filtered by use, category, key, status; with ' +
          'publishedCount and unPublishCount over the use and filters. Mobile is refused in restricted mode',
        params: PageParams,
        querystring: TranslationQuery,
        response: { 200: TranslationListAnswer, ...errors },
      },
    },
    async (request) => {
      await assertMobileAllowed(db, request.query.useFor);
      const { skip, limit } = request.params;
      const { languageId, ...search } = request.query;
      return { valid: true as const, ...(await listTranslations(db, languageId, search, skip, limit)) };
    },
  );

  r.put(
    '/update-translate/:contentId/:languageId',
    {
      schema: {
        tags,
        summary:
          "Saves a key's text in a language and whether it is published (an empty text is never published); " +
          'version: the one loaded (0 when there was none), 409 when it changed since. English: 400',
        params: TranslateParams,
        body: TranslateBody,
        response: { 200: TranslationAnswer, ...errors },
      },
    },
    async (request) => {
      const { contentId, languageId } = request.params;
      const actor = actorOf(signedInAdmin(request));
      const item = await updateTranslation(db, actor, contentId, languageId, request.body);
      return { valid: true as const, message: m.translationUpdated, item };
    },
  );

  r.put(
    '/update-Content-publish/:a/:b',
    {
      schema: {
        tags,
        summary:
          'The status switch of content key a in language b: sets isPublished. Only a text of 50 characters ' +
          'or fewer (longer ones are published from the edit drawer), never an empty one, never English (400)',
        params: PublishParams,
        body: PublishBody,
        response: { 200: TranslationAnswer, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(signedInAdmin(request));
      const item = await setPublished(
        db,
        actor,
        request.params.a,
        request.params.b,
        request.body.isPublished,
      );
      return { valid: true as const, message: m.translationUpdated, item };
    },
  );

  r.post(
    '/machine-translate/:contentId/:languageId',
    {
      config: { rateLimit: aiCallLimit },
      schema: {
        tags,
        summary:
          "Suggest translation: a machine translation of the key's English text, stored as " +
          "the translate entry's `latest` (the text itself is unchanged). By the AI model when one is configured " +
          '(AI_TRANSLATION_MODEL); without one, the text of another key with the same English text in the ' +
          'language, or a message that there is none. English: 400; 502 when the provider fails; 429 past 30 ' +
          'AI calls a minute by one admin',
        params: TranslateParams,
        response: { 200: TranslationAnswer, ...errors, ...errorResponses(429, 502) },
      },
    },
    async (request) => {
      const actor = actorOf(signedInAdmin(request));
      const { contentId, languageId } = request.params;
      const model = app.deps.config.aiTranslationModel;
      const { message, item } = await machineTranslate(db, ai, request.log, actor, {
        contentId,
        languageId,
        model,
      });
      return { valid: true as const, message, item };
    },
  );

  r.get(
    '/get-translate',
    {
      schema: {
        tags,
        summary: "Every live key's text in a language and whether it is published, by key",
        querystring: LanguageIdQuery,
        response: { 200: TranslationMapAnswer, ...errors },
      },
    },
    async (request) => ({ valid: true as const, item: await translationsOf(db, request.query.languageId) }),
  );
}
