import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AudienceCountAnswer,
  Done,
  LocationSearchAnswer,
  NotificationHistoryItem,
  NotificationKeyAnswer,
  NotificationListAnswer,
  PushAudience,
  RecipientListAnswer,
  ReminderSettingItem,
  ReminderSettingsAnswer,
  SendAnswer,
  SendNotificationBody,
} from '@orrery/contract';
import { api } from '../../../api/client';
import { RECIPIENTS_PAGE, type RecipientsSource } from '../../../components/recipientsSource';
import { useCancelSend } from '../../../components/schedule/api';
import { isUnderWay } from '../../../components/useSendRefresh';
import type { Page } from '../../../lib/list/listDefinition';
import type { PathPage } from '../../../lib/list/params';

export const pushKeys = {
  all: ['push'] as const,
  list: ({ skip, limit }: PathPage<object>) => ['push', 'list', skip, limit] as const,
  keys: ['push', 'keys'] as const,
  count: (audience: PushAudience) => ['push', 'count', audience] as const,
  settings: ['push', 'settings'] as const,
  recipients: (id: string) => ['push', 'recipients', id] as const,
};

/** `GET user/notification-recipients/{id}/{skip}/{limit}/` for the recipients drawer: 10 a page. */
export function pushRecipients(push: NotificationHistoryItem): RecipientsSource {
  return {
    title: `Recipients: ${push.notificationTitle}`,
    queryKey: pushKeys.recipients(push._id),
    fetchPage: (skip, search, signal) =>
      api<RecipientListAnswer>(`user/notification-recipients/${push._id}/${skip}/${RECIPIENTS_PAGE}/`, {
        query: { search: search || undefined },
        signal,
      }),
    refresh: isUnderWay(push.status),
  };
}

/** `GET user/notification-list/{skip}/{limit}/`: the history as rows and total. */
export async function fetchNotificationPage(
  { skip, limit }: PathPage<object>,
  signal?: AbortSignal,
): Promise<Page<NotificationHistoryItem>> {
  const answer = await api<NotificationListAnswer>(`user/notification-list/${skip}/${limit}/`, { signal });
  return { rows: answer.item, total: answer.pagination.total };
}

export function useNotificationKeys() {
  return useQuery({
    queryKey: pushKeys.keys,
    queryFn: ({ signal }) => api<NotificationKeyAnswer>('user/notificationKey', { signal }),
    select: (answer) => answer.key,
    staleTime: Infinity,
  });
}

/**
 * How many members the audience reaches now, and how many of them the frequency cap and missing push tokens
 * would leave out (only once something is marked).
 */
export function useAudienceCount(audience: PushAudience, enabled: boolean) {
  return useQuery({
    queryKey: pushKeys.count(audience),
    queryFn: ({ signal }) =>
      api<AudienceCountAnswer>('user/notification-audience-count', {
        method: 'POST',
        body: audience,
        signal,
        silent: true,
      }),
    enabled,
  });
}

/** `PUT user/notification-cancel/{id}`: cancels a scheduled or waiting push; the history is read again. */
export const useCancelNotification = () =>
  useCancelSend((id) => `user/notification-cancel/${id}`, pushKeys.all);

export function useSendNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SendNotificationBody) =>
      api<SendAnswer>('user/send-notification', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: pushKeys.all }),
  });
}

/** `POST user/locations`: distinct cities, regions or countries starting with the text. */
export const searchLocations = (searchBy: 'city' | 'region' | 'country', search: string) =>
  api<LocationSearchAnswer>('user/locations', {
    method: 'POST',
    body: { searchBy, search },
    silent: true,
  }).then((answer) => answer.data);

export function useNotificationSettings() {
  return useQuery({
    queryKey: pushKeys.settings,
    queryFn: ({ signal }) => api<ReminderSettingsAnswer>('user/get-notification-settings', { signal }),
  });
}

export function useSaveNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (items: ReminderSettingItem[]) =>
      api<Done>('user/notification-settings', { method: 'PUT', body: items }),
    onSuccess: () => client.invalidateQueries({ queryKey: pushKeys.settings }),
  });
}
