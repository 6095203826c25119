import type { AiCompletion, AiCompletionRequest, AiProvider } from './types';

/** About four characters a token, the usual rule of thumb: the offline composer's usage is an estimate. */
export const estimateTokens = (text: string): number => Math.ceil(text.length / 4);

const words = (text: string): string[] => text.split(/\s+/).filter((word) => word !== '');

/** The first `budget` words of the texts in turn, each text its own paragraph; a cut text ends with "…". */
function composeFromSources(sources: string[], budget: number): string {
  const paragraphs: string[] = [];
  let left = budget;
  for (const source of sources) {
    const sourceWords = words(source);
    if (left <= 0 || sourceWords.length === 0) continue;
    const taken = sourceWords.slice(0, left);
    left -= taken.length;
    const cut = taken.length < sourceWords.length;
    paragraphs.push(taken.join(' ') + (cut ? ' …' : ''));
  }
  return paragraphs.join('\n\n');
}

function answerOffline(request: AiCompletionRequest): string {
  const budget = request.maxWords ?? Math.max(1, Math.floor(request.maxTokens * 0.75));
  if (request.sources && request.sources.length > 0) return composeFromSources(request.sources, budget);
  const asked = words(request.user)
    .slice(0, Math.max(1, budget - 20))
    .join(' ');
  return composeFromSources(
    [
      'No AI model is configured (the offline composer answered).',
      `Your message: "${asked}".`,
      'Set AI_BASE_URL to an OpenAI-compatible endpoint to get real answers.',
    ],
    budget,
  );
}

/**
 * Without AI_BASE_URL: a deterministic composer that writes a report from the events' source texts
 * within the word budget (and answers a chat message by saying that no model is configured). Its
 * token counts are estimates, so that the cost display works offline too.
 */
export function offlineComposer(): AiProvider {
  return {
    name: 'offline composer',
    configured: false,
    async complete(request): Promise<AiCompletion> {
      const text = answerOffline(request);
      return {
        text,
        model: request.model,
        usage: {
          inputTokens: estimateTokens(request.system) + estimateTokens(request.user),
          outputTokens: estimateTokens(text),
        },
      };
    },
  };
}
