import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Done,
  SynastrySet,
  SynastrySetAnswer,
  SynastrySetBody,
  SynastrySetEditBody,
  SynastrySetList,
} from '@orrery/contract';
import { api } from '../../api/client';
import { forgetDeleted } from '../../lib/forgetDeleted';

/** This screen's query keys. */
export const setKeys = {
  all: ['synastrySets'] as const,
  list: ['synastrySets', 'list'] as const,
  detail: (id: string) => ['synastrySets', 'detail', id] as const,
};

const path = (...parts: string[]) => parts.map(encodeURIComponent).join('/');

/**
 * `GET setting/protocols/list/{adminId}`: every set, oldest first. The same query for the screen and its
 * route's prefetch (`prefetchSynastry.ts`), as is `setQuery`.
 */
export const setListQuery = (adminId: string) => ({
  queryKey: setKeys.list,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api<SynastrySetList>(`setting/protocols/list/${path(adminId)}`, { signal }),
});

export function useSetList(adminId: string) {
  return useQuery({ ...setListQuery(adminId), select: (answer) => answer.items });
}

export const fetchSet = (id: string, signal?: AbortSignal) =>
  api<SynastrySetAnswer>(`setting/protocol/${path(id)}`, { signal }).then((a) => a.item);

/** `GET setting/protocol/{id}`: one set, whole. */
export const setQuery = (id: string) => ({
  queryKey: setKeys.detail(id),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchSet(id, signal),
});

export function useSet(id: string | undefined) {
  return useQuery({ ...setQuery(id ?? ''), enabled: !!id });
}

export function useCreateSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SynastrySetBody) =>
      api<SynastrySetAnswer>('setting/protocol/save', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: setKeys.list }),
  });
}

export function useImportSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, notes, file }: { name: string; notes?: string; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return api<SynastrySetAnswer>('setting/protocol/import', {
        method: 'POST',
        query: { name, notes },
        form,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: setKeys.list }),
  });
}

/** 409 (changed since loaded) is left to the caller, which offers to reload. */
export function useUpdateSet(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SynastrySetEditBody) =>
      api<SynastrySetAnswer>(`setting/protocol/edit/${path(id)}`, { method: 'PUT', body, silent: true }),
    onSuccess: (answer) => {
      queryClient.setQueryData(setKeys.detail(id), answer.item);
      return queryClient.invalidateQueries({ queryKey: setKeys.list });
    },
  });
}

export function useDeleteSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (set: Pick<SynastrySet, '_id' | 'user'> & { me: string }) =>
      api<Done>(`setting/protocol/delete/${path(set._id, set.user ?? set.me)}`, { method: 'DELETE' }),
    // nothing asks for the deleted set again (its detail is still shown until the page moves on)
    onSuccess: (_answer, set) => forgetDeleted(queryClient, [setKeys.all], set._id),
  });
}
