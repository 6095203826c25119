import type { ChatbotKeyValue, ChatbotModel, ChatbotSettings } from '@orrery/contract';
import { CHATBOT_KEYS } from '@orrery/contract';

/** The key/value list as the form's values (unknown or missing keys take the form's empty values). */
export function toFormValues(items: ChatbotKeyValue[]): ChatbotSettings {
  const find = (key: string) => items.find((item) => item.key === key)?.value;
  const enabled = find('is_chatbot_enable');
  const prompt = find('chatbot_prompt');
  const model = find('ai_model');
  return {
    is_chatbot_enable: enabled === true,
    chatbot_prompt: typeof prompt === 'string' ? prompt : '',
    ai_model: (typeof model === 'string' ? model : 'gpt-4o') as ChatbotModel,
  };
}

export const toItems = (values: ChatbotSettings): ChatbotKeyValue[] =>
  CHATBOT_KEYS.map((key) => ({ key, value: values[key] }));
