import type { FastifyBaseLogger } from 'fastify';
import type { ChatbotTryAnswer } from '@orrery/contract';
import { chatbotMessages as m } from '@orrery/contract';
import type { Db } from '@orrery/db';
import { HttpError } from '../../lib/httpErrors';
import { AiProviderError, type AiProvider } from '../../providers/ai';
import { cost, loadPriceTable } from '../ai-reports';
import { readChatbot } from './service';

/** Enough for a chat answer; the saved prompt decides its length. */
const TRY_MAX_TOKENS = 600;

/** One message to the provider with the saved prompt and model: the answer, its tokens and its cost. */
export async function tryChatbot(
  db: Db,
  ai: AiProvider,
  log: FastifyBaseLogger,
  message: string,
): Promise<ChatbotTryAnswer['data']> {
  const { settings } = await readChatbot(db);
  try {
    const answer = await ai.complete({
      model: settings.ai_model,
      system: settings.chatbot_prompt,
      user: message,
      maxTokens: TRY_MAX_TOKENS,
    });
    const { value: prices } = await loadPriceTable(db);
    return {
      answer: answer.text,
      model: answer.model,
      aiProvider: { name: ai.name, configured: ai.configured },
      cost: cost(settings.ai_model, answer.usage, prices),
    };
  } catch (error) {
    if (!(error instanceof AiProviderError)) throw error;
    log.warn({ reason: error.reason, model: settings.ai_model }, 'Romeu try-it: the AI provider failed');
    throw new HttpError(502, m.tryFailed);
  }
}
