import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Done,
  EmailHistoryItem,
  EmailListAnswer,
  EmailListQuery,
  RecipientListAnswer,
  ReminderSettingItem,
  ReminderSettingsAnswer,
  SendAnswer,
  SendEmailBody,
} from '@orrery/contract';
import { api } from '../../api/client';
import type { Page } from '../../lib/list/useList';
import type { PathPage } from '../../lib/list/params';

export const emailKeys = {
  all: ['email'] as const,
  list: ({ skip, limit, query }: PathPage<EmailListQuery>) => ['email', 'list', skip, limit, query] as const,
  recipients: (id: string, page: number, search: string) =>
    ['email', 'recipients', id, page, search] as const,
  settings: ['email', 'settings'] as const,
};

/** `GET user/email-list/{skip}/{limit}/`: the e-mails sent as rows and total. */
export async function fetchEmailPage(
  { skip, limit, query }: PathPage<EmailListQuery>,
  signal?: AbortSignal,
): Promise<Page<EmailHistoryItem>> {
  const answer = await api<EmailListAnswer>(`user/email-list/${skip}/${limit}/`, {
    query: { ...query },
    signal,
  });
  return { rows: answer.item, total: answer.pagination.total };
}

/** `GET user/recipients-list/{id}/{skip}/{limit}/`: 10 a page, searched on id or address. */
export function useRecipients(id: string | undefined, page: number, search: string, refresh: boolean) {
  return useQuery({
    queryKey: emailKeys.recipients(id ?? '', page, search),
    queryFn: ({ signal }) =>
      api<RecipientListAnswer>(`user/recipients-list/${id}/${(page - 1) * 10}/10/`, {
        query: { search: search || undefined },
        signal,
      }),
    enabled: !!id,
    refetchInterval: refresh ? 1500 : false,
  });
}

export function useSendEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SendEmailBody) => api<SendAnswer>('user/send-email', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: emailKeys.all }),
  });
}

export function useEmailSettings() {
  return useQuery({
    queryKey: emailKeys.settings,
    queryFn: ({ signal }) =>
      api<ReminderSettingsAnswer>('user/get-email-settings', { method: 'POST', body: {}, signal }),
  });
}

export function useSaveEmailSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (items: ReminderSettingItem[]) =>
      api<Done>('user/email-settings', { method: 'PUT', body: items }),
    onSuccess: () => client.invalidateQueries({ queryKey: emailKeys.settings }),
  });
}
