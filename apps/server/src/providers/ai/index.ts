import type { Config } from '../../config';
import { offlineComposer } from './offline';
import { openAiCompatible } from './openaiCompatible';
import type { AiProvider } from './types';

export type { AiCompletion, AiCompletionRequest, AiProvider, AiProviderName, AiUsage } from './types';
export { AiProviderError } from './types';
export { estimateTokens } from './offline';

/** The real provider when AI_BASE_URL is set; otherwise the offline composer. */
export function createAiProvider(config: Config): AiProvider {
  return config.aiBaseUrl
    ? openAiCompatible({ baseUrl: config.aiBaseUrl, apiKey: config.aiApiKey, timeoutMs: config.aiTimeoutMs })
    : offlineComposer();
}
