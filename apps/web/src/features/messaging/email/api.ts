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
import { api } from '../../../api/client';
import { RECIPIENTS_PAGE, type RecipientsSource } from '../../../components/recipientsSource';
import { useCancelSend } from '../../../components/schedule/api';
import { isUnderWay } from '../../../components/useSendRefresh';
import type { Page } from '../../../lib/list/listDefinition';
import type { PathPage } from '../../../lib/list/params';

export const emailKeys = {
  all: ['email'] as const,
  list: ({ skip, limit, query }: PathPage<EmailListQuery>) => ['email', 'list', skip, limit, query] as const,
  recipients: (id: string) => ['email', 'recipients', id] as const,
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

/** `GET user/recipients-list/{id}/{skip}/{limit}/` for the recipients drawer: 10 a page, searched on id or address. */
export function emailRecipients(email: EmailHistoryItem): RecipientsSource {
  return {
    title: `Recipients: ${email.emailSubject}`,
    queryKey: emailKeys.recipients(email._id),
    fetchPage: (skip, search, signal) =>
      api<RecipientListAnswer>(`user/recipients-list/${email._id}/${skip}/${RECIPIENTS_PAGE}/`, {
        query: { search: search || undefined },
        signal,
      }),
    refresh: isUnderWay(email.status),
  };
}

/** `PUT user/email-cancel/{id}`: cancels a scheduled or waiting e-mail; the history is read again. */
export const useCancelEmail = () => useCancelSend((id) => `user/email-cancel/${id}`, emailKeys.all);

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
