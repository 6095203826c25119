/** Plain values (no schemas) of the Romeu (chatbot) settings: the console imports them without TypeBox. */
import { chatbotMessages } from '../ai-reports/texts';

/** The models Romeu may use. */
export const CHATBOT_MODELS = ['gpt-4o', 'gpt-4.1', 'gpt-4.1-mini', 'gpt-4.1-nano'] as const;
export type ChatbotModel = (typeof CHATBOT_MODELS)[number];
/** The app-setting keys that hold the Romeu settings. */
export const CHATBOT_KEYS = ['is_chatbot_enable', 'chatbot_prompt', 'ai_model'] as const;
export type ChatbotKey = (typeof CHATBOT_KEYS)[number];
export const CHATBOT_PROMPT_MAX = 20000;
export const CHATBOT_MESSAGE_MAX = 2000;

export interface ChatbotSettings {
  is_chatbot_enable: boolean;
  chatbot_prompt: string;
  ai_model: ChatbotModel;
}

/**
 * What keeps these settings from being saved, or undefined: Romeu enabled needs a prompt. One check for
 * the console (before Save) and the server (on the settings as they would be stored).
 */
export function chatbotSettingsProblem(
  settings: Pick<ChatbotSettings, 'is_chatbot_enable' | 'chatbot_prompt'>,
): string | undefined {
  if (settings.is_chatbot_enable && !settings.chatbot_prompt.trim()) return chatbotMessages.promptRequired;
  return undefined;
}
