import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Done, SendOptionsAnswer } from '@orrery/contract';
import { api } from '../../api/client';

/** `GET user/send-options`: the company's time zone, in which the composers read a date and time. */
export function useSendOptions() {
  return useQuery({
    queryKey: ['messaging', 'send-options'],
    // the composers say themselves that scheduling is unavailable
    queryFn: ({ signal }) => api<SendOptionsAnswer>('user/send-options', { signal, silent: true }),
    staleTime: Infinity,
  });
}

/**
 * `PUT <path of id>` (no body): cancels a scheduled or waiting send, then reads `listKey` again. A refusal
 * (already started, not found) is the client's error toast.
 */
export function useCancelSend(pathOf: (id: string) => string, listKey: readonly unknown[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<Done>(pathOf(id), { method: 'PUT' }),
    onSuccess: () => client.invalidateQueries({ queryKey: listKey }),
  });
}
