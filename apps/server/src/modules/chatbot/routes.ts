import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  chatbotMessages as m,
  ChatbotSettingsAnswer,
  ChatbotSettingsBody,
  ChatbotTryAnswer,
  ChatbotTryBody,
} from '@orrery/contract';
import { errorResponses, routeTags } from '../../lib/routeSchemas';
import { actorOf, signedInAdmin } from '../../plugins/auth';
import { readChatbot, saveChatbot, toItems } from './service';
import { tryChatbot } from './tryIt';
import { aiCallLimit } from '../../lib/aiCallLimit';

const tags = routeTags('chatbot');
const errors = errorResponses(400, 401, 409);

/** Romeu, the members' chatbot: its app settings, and a "try it" call for the console. */
export async function chatbotRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db, ai } = app.deps;
  const aiProvider = { name: ai.name, configured: ai.configured };

  r.get(
    '/chatbot-settings',
    {
      schema: {
        tags,
        summary:
          'The Romeu settings as a key/value list (is_chatbot_enable, chatbot_prompt, ai_model), their ' +
          'version (send it back on save) and which AI provider answers',
        response: { 200: ChatbotSettingsAnswer, ...errors },
      },
    },
    async () => {
      const { settings, version } = await readChatbot(db);
      return { valid: true as const, items: toItems(settings), version, aiProvider };
    },
  );

  r.put(
    '/chatbot-settings',
    {
      schema: {
        tags,
        summary:
          'Saves the keys listed (each once; ai_model one of gpt-4o, gpt-4.1, gpt-4.1-mini, gpt-4.1-nano) over ' +
          'the version loaded: 409 when the settings were saved since',
        body: ChatbotSettingsBody,
        response: { 200: ChatbotSettingsAnswer, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(signedInAdmin(request));
      const { settings, version } = await saveChatbot(db, actor, request.body.items, request.body.version);
      return { valid: true as const, message: m.updated, items: toItems(settings), version, aiProvider };
    },
  );

  r.post(
    '/chatbot-try',
    {
      config: { rateLimit: aiCallLimit },
      schema: {
        tags,
        summary:
          'Try it: sends one message to the AI provider with the saved prompt and model; ' +
          'answers the reply, its tokens and their cost in euros. Nothing is stored. 502 when the provider fails; ' +
          '429 past 30 calls a minute by one admin',
        body: ChatbotTryBody,
        response: { 200: ChatbotTryAnswer, ...errors, ...errorResponses(429, 502) },
      },
    },
    async (request) => ({
      valid: true as const,
      data: await tryChatbot(db, ai, request.log, request.body.message),
    }),
  );
}
