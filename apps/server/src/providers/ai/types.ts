import type { ReportLanguage } from '@orrery/contract';

/** One request to a chat model: the model name comes from the settings (AI report settings, Romeu). */
export interface AiCompletionRequest {
  model: string;
  system: string;
  user: string;
  maxTokens: number;
  /** The report's word budget: the offline composer keeps to it; a model is told in the prompt. */
  maxWords?: number;
  /** The report's language: a model is told in the prompt; the offline composer says whether its texts have it. */
  language?: ReportLanguage;
  /** The texts a report is written from (the events' source texts): what the offline composer uses. */
  sources?: string[];
}

export interface AiUsage {
  inputTokens: number;
  outputTokens: number;
}

export interface AiCompletion {
  text: string;
  usage: AiUsage;
  /** The model that answered (as the provider names it). */
  model: string;
}

/** `openai-compatible`: a chat-completions endpoint (AI_BASE_URL); `offline composer`: none configured. */
export type AiProviderName = 'openai-compatible' | 'offline composer';

export interface AiProvider {
  readonly name: AiProviderName;
  /** False for the offline composer: the console says that no AI model is configured. */
  readonly configured: boolean;
  complete(request: AiCompletionRequest): Promise<AiCompletion>;
}

/**
 * The provider could not answer (timeout, 429, 5xx, an answer that is not a chat completion). `reason`
 * is for the log (never holds the key); callers answer their own message, e.g. "Failed to generate report.".
 */
export class AiProviderError extends Error {
  constructor(readonly reason: string) {
    super(`AI provider failed: ${reason}`);
    this.name = 'AiProviderError';
  }
}
