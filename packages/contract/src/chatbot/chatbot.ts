import { Type, type Static } from 'typebox';
import { AiCost, AiProviderInfo } from '../ai-reports/aiReports';
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

const KeyValue = Type.Object({
  key: Type.Enum(CHATBOT_KEYS, { errorMessage: 'key must be is_chatbot_enable, chatbot_prompt or ai_model' }),
  // one schema with two types rather than a union: the validator's coercion would read the prompt
  // "true" as the boolean true (boolean first) or true as the prompt "true" (text first)
  value: Type.Unsafe<boolean | string>({
    type: ['boolean', 'string'],
    maxLength: CHATBOT_PROMPT_MAX,
    errorMessage: `value must be true, false or a text of at most ${CHATBOT_PROMPT_MAX} characters`,
  }),
});
export type ChatbotKeyValue = Static<typeof KeyValue>;

export const ChatbotSettingsBody = Type.Object({
  items: Type.Array(KeyValue, {
    minItems: 1,
    maxItems: 3,
    errorMessage: 'items is a list of 1 to 3 settings',
  }),
  version: Type.Integer({
    minimum: 0,
    maximum: Number.MAX_SAFE_INTEGER,
    errorMessage: 'must say which version of the settings was edited',
  }),
});
export type ChatbotSettingsBody = Static<typeof ChatbotSettingsBody>;

export const ChatbotSettingsAnswer = Type.Object({
  valid: Type.Literal(true),
  message: Type.Optional(Type.String()),
  items: Type.Array(KeyValue),
  /** Changes on every save (the time of the last one in ms; 0 before the first): sent back on save. */
  version: Type.Integer(),
  aiProvider: AiProviderInfo,
});
export type ChatbotSettingsAnswer = Static<typeof ChatbotSettingsAnswer>;

export const ChatbotTryBody = Type.Object({
  message: Type.String({
    minLength: 1,
    maxLength: CHATBOT_MESSAGE_MAX,
    pattern: '\\S',
    errorMessage: `Please enter a message (at most ${CHATBOT_MESSAGE_MAX} characters).`,
  }),
});
export type ChatbotTryBody = Static<typeof ChatbotTryBody>;

export const ChatbotTryAnswer = Type.Object({
  valid: Type.Literal(true),
  data: Type.Object({
    answer: Type.String(),
    model: Type.String(),
    aiProvider: AiProviderInfo,
    cost: AiCost,
  }),
});
export type ChatbotTryAnswer = Static<typeof ChatbotTryAnswer>;
