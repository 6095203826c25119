import { Type, type Static } from 'typebox';
import { AiCost, AiProviderInfo } from '../ai-reports/aiReports';
import { CHATBOT_KEYS, CHATBOT_MESSAGE_MAX, CHATBOT_PROMPT_MAX } from './values';

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
