import type { AiCompletion, AiCompletionRequest, AiProvider } from './types';

/** About four characters a token, the usual rule of thumb: the offline composer's usage is an estimate. */
export const estimateTokens = (text: string): number => Math.ceil(text.length / 4);

const words = (text: string): string[] => text.split(/\s+/).filter((word) => word !== '');

/** A text's sentences: each ends at ".", "!", "?" or "…" followed by a space (a text without one is one sentence). */
const sentences = (text: string): string[] =>
  text
    .split(/(?<=[.!?…]["')\]]?)\s+/)
    .map((s) => s.trim())
    .filter((s) => s !== '');

/**
 * Whole sentences of the texts in turn, each text its own paragraph, within `budget` words: a text's
 * sentences are taken while they fit, so the report never ends mid-sentence; a text whose next sentence
 * does not fit stops there and the next text is tried.
 */
function composeFromSources(sources: string[], budget: number): string {
  const paragraphs: string[] = [];
  let left = budget;
  for (const source of sources) {
    const taken: string[] = [];
    for (const sentence of sentences(source)) {
      const n = words(sentence).length;
      if (n > left) break;
      taken.push(sentence);
      left -= n;
    }
    if (taken.length) paragraphs.push(taken.join(' '));
  }
  return paragraphs.join('\n\n');
}

function answerOffline(request: AiCompletionRequest): string {
  const budget = request.maxWords ?? Math.max(1, Math.floor(request.maxTokens * 0.75));
  if (request.sources && request.sources.length > 0)
    return (
      composeFromSources(request.sources, budget) ||
      `No sentence of the source texts fits within ${budget} words.`
    );
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
 * Without AI_BASE_URL: a deterministic composer that writes a report from whole sentences of the events'
 * source texts within the word budget (and answers a chat message by saying that no model is
 * configured). No model runs: its token counts estimate what a model would use (the prompt, and the
 * words a report asks for or the answer's length), so that the console can show what a model would cost.
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
          // a model asked for at most N words writes about that many, at about 4/3 tokens a word
          outputTokens: request.maxWords
            ? Math.min(request.maxTokens, Math.ceil((request.maxWords * 4) / 3))
            : estimateTokens(text),
        },
      };
    },
  };
}
