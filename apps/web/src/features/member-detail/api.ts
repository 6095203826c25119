import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateMemberBody,
  Done,
  EditMemberBody,
  MediaItemAnswer,
  MemberAnswer,
  MemberChartAnswer,
} from '@orrery/contract';
import { keyRoots } from '../../lib/list/keyRoots';
import { api } from '../../api/client';

/** Query keys of this screen (each feature's api.ts owns its keys). */
export const memberKeys = {
  all: ['member'] as const,
  detail: (id: string) => ['member', 'detail', id] as const,
  chart: (id: string) => ['member', 'chart', id] as const,
};

const path = (id: string) => encodeURIComponent(id);

export function useMember(id: string) {
  return useQuery({
    queryKey: memberKeys.detail(id),
    queryFn: ({ signal }) => api<MemberAnswer>(`user/item/${path(id)}`, { signal, silent: true }),
    select: (answer) => answer.data,
  });
}

export function useMemberChart(id: string, version: number | undefined) {
  return useQuery({
    queryKey: [...memberKeys.chart(id), version],
    queryFn: ({ signal }) => api<MemberChartAnswer>(`user/item/${path(id)}/chart`, { signal, silent: true }),
    select: (answer) => answer.data,
    enabled: version !== undefined,
    retry: false,
  });
}

/** 409 (changed since loaded) is left to the caller, which offers to reload. */
export function useEditMember(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EditMemberBody) =>
      api<MemberAnswer>(`user/edit/${path(id)}`, { method: 'PUT', body, silent: true }),
    onSuccess: (answer) => {
      queryClient.setQueryData(memberKeys.detail(id), answer);
      return queryClient.invalidateQueries({ queryKey: [keyRoots.members] });
    },
  });
}

export function useCreateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMemberBody) =>
      api<MemberAnswer>('user/create', { method: 'POST', body, silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [keyRoots.members] }),
  });
}

/** The upload call's path: profile-upload/{id}/public/{id}-{timestamp}.jpg/{x}. */
export async function uploadMemberPhoto(memberId: string, file: Blob): Promise<MediaItemAnswer> {
  const form = new FormData();
  form.append('file', file);
  const name = `${memberId}-${Date.now()}.jpg`;
  return api<MediaItemAnswer>(`user/profile-upload/${path(memberId)}/public/${name}/0`, {
    method: 'POST',
    form,
    silent: true,
  });
}

export function useDeleteMemberPhoto(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mediaId: string) =>
      api<Done>(`user/media-item/delete/${path(memberId)}/${path(mediaId)}`, {
        method: 'DELETE',
        silent: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.detail(memberId) }),
  });
}
