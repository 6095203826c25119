import OpenAI, { APIConnectionTimeoutError, APIError } from 'openai';
import type { AiCompletion, AiProvider } from './types';
import { AiProviderError } from './types';

export interface OpenAiCompatibleOptions {
  baseUrl: string;
  apiKey: string | undefined;
  timeoutMs: number;
}

/** Why a call failed, in words for the log: a status and the provider's own message, never the key. */
function reasonOf(error: unknown): string {
  if (error instanceof APIConnectionTimeoutError) return 'the provider did not answer in time';
  if (error instanceof APIError) {
    if (error.status === undefined) return `connection failed: ${error.message}`;
    if (error.status === 429) return 'the provider answered 429 (rate limit or quota reached)';
    return `the provider answered ${error.status}`;
  }
  if (error instanceof SyntaxError) return 'the answer was not valid JSON';
  if (error instanceof AiProviderError) return error.reason;
  return error instanceof Error ? `${error.name}: ${error.message}` : 'unknown error';
}

/**
 * Any OpenAI-compatible chat-completions endpoint (OpenAI, DeepSeek, vLLM, Ollama, llama.cpp): one call,
 * no retries (the console shows the failure; the admin may try again), token usage from its `usage`.
 */
export function openAiCompatible(options: OpenAiCompatibleOptions): AiProvider {
  const client = new OpenAI({
    baseURL: options.baseUrl,
    // local servers need no key, but the client insists on one
    apiKey: options.apiKey ?? 'no-key',
    timeout: options.timeoutMs,
    maxRetries: 0,
  });
  return {
    name: 'openai-compatible',
    configured: true,
    async complete(request): Promise<AiCompletion> {
      try {
        const answer = await client.chat.completions.create({
          model: request.model,
          max_tokens: request.maxTokens,
          messages: [
            { role: 'system', content: request.system },
            { role: 'user', content: request.user },
          ],
        });
        const text = answer.choices?.[0]?.message?.content;
        if (typeof text !== 'string') throw new AiProviderError('the answer held no message');
        return {
          text: text.trim(),
          model: answer.model || request.model,
          usage: {
            inputTokens: answer.usage?.prompt_tokens ?? 0,
            outputTokens: answer.usage?.completion_tokens ?? 0,
          },
        };
      } catch (error) {
        throw new AiProviderError(reasonOf(error));
      }
    },
  };
}
