import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChatbotSettingsAnswer,
  ChatbotSettingsBody,
  ChatbotTryAnswer,
  ChatbotTryBody,
} from '@orrery/contract';
import { api } from '../../api/client';

export const chatbotKey = ['chatbotSettings'] as const;

/** `GET setting/chatbot-settings`: the key/value list, its version and which AI provider answers. */
export function useChatbotSettings() {
  return useQuery({
    queryKey: chatbotKey,
    queryFn: ({ signal }) => api<ChatbotSettingsAnswer>('setting/chatbot-settings', { signal }),
  });
}

/** `PUT setting/chatbot-settings`; 409 is left to the versioned save. */
export function useSaveChatbotSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChatbotSettingsBody) =>
      api<ChatbotSettingsAnswer & { message: string }>('setting/chatbot-settings', {
        method: 'PUT',
        body,
        silent: true,
      }),
    onSuccess: (answer) => queryClient.setQueryData(chatbotKey, answer),
  });
}

/** `POST setting/chatbot-try`: one message with the saved prompt and model. */
export function useTryChatbot() {
  return useMutation({
    mutationFn: (body: ChatbotTryBody) =>
      api<ChatbotTryAnswer>('setting/chatbot-try', { method: 'POST', body }).then((a) => a.data),
  });
}
