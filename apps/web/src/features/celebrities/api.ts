import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddCelebrityBody,
  Celebrity,
  CelebrityAnswer,
  CelebrityDetail,
  CelebrityLanguagesAnswer,
  CelebrityListAnswer,
  CelebrityListQuery,
  CelebrityStatus,
  Done,
  MemberChartAnswer,
  UpdateCelebrityBody,
} from '@orrery/contract';
import { CELEBRITY_CHART_DEFAULTS } from '@orrery/contract';
import { api } from '../../api/client';
import { forgetDeleted } from '../../lib/forgetDeleted';
import type { Page } from '../../lib/list/listDefinition';

/** This area's query keys. */
export const celebrityKeys = {
  all: ['celebrities'] as const,
  lists: ['celebrities', 'list'] as const,
  list: (query: CelebrityListQuery) => ['celebrities', 'list', { ...query }] as const,
  detail: (id: string) => ['celebrities', 'detail', id] as const,
  languages: ['celebrities', 'languages'] as const,
};

const path = (id: string) => encodeURIComponent(id);

/** `GET /api/celebrity/celebrity-list`: one page of celebrities, as rows and the filtered total. */
export async function fetchCelebrityPage(
  query: CelebrityListQuery,
  signal?: AbortSignal,
): Promise<Page<Celebrity>> {
  const answer = await api<CelebrityListAnswer>('celebrity/celebrity-list', { query: { ...query }, signal });
  return { rows: answer.items, total: answer.TotalFilteredUser };
}

export function useCelebrity(id: string, enabled = true) {
  return useQuery({
    queryKey: celebrityKeys.detail(id),
    queryFn: ({ signal }) => api<CelebrityAnswer>(`celebrity/get-celebrity/${path(id)}`, { signal }),
    select: (answer) => answer.data,
    enabled,
  });
}

export function useCelebrityLanguages() {
  return useQuery({
    queryKey: celebrityKeys.languages,
    queryFn: ({ signal }) => api<CelebrityLanguagesAnswer>('celebrity/languages-list', { signal }),
    select: (answer) => answer.data,
    staleTime: 60_000,
  });
}

/** `astrologic/save-member-chart` with the member-chart body, for the celebrity's saved birth data. */
export function saveCelebrityChart(c: CelebrityDetail) {
  return api<MemberChartAnswer>('astrologic/save-member-chart', {
    method: 'POST',
    silent: true,
    body: {
      ...CELEBRITY_CHART_DEFAULTS,
      name: c.fullName,
      gender: c.gender,
      user: c._id,
      _id: c._id,
      lat: c.geo.lat,
      lng: c.geo.lng,
      datetime: `${c.dob}T${c.tob}`,
      pob: c.pob,
      celebrityRegion: c.celebrityRegion,
    },
  });
}

export function useAddCelebrity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddCelebrityBody) =>
      api<CelebrityAnswer>('celebrity/add-celebrity', { method: 'POST', body, silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: celebrityKeys.lists }),
  });
}

/** 409 (changed since loaded) is left to the caller, which offers to reload. */
export function useUpdateCelebrity(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCelebrityBody) =>
      api<CelebrityAnswer>(`celebrity/update-celebrity/${path(id)}`, { method: 'PUT', body, silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: celebrityKeys.all }),
  });
}

export function useDeleteCelebrity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<Done>(`celebrity/delete-celebrity/${path(id)}`, { method: 'DELETE' }),
    // nothing asks for the deleted celebrity again (its detail is still shown until the page moves on)
    onSuccess: (_answer, id) => forgetDeleted(queryClient, [celebrityKeys.all], id),
  });
}

export function useCelebrityStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, version }: { id: string; status: CelebrityStatus; version?: number }) =>
      api<CelebrityAnswer>(`celebrity/update-celebrity-status/${path(id)}`, {
        method: 'PUT',
        body: { status, version },
        silent: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: celebrityKeys.all }),
  });
}

export async function uploadCelebrityImage(id: string, file: File | Blob): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  form.append('name', file instanceof File ? file.name : 'image');
  const answer = await api<{ data: { url: string } }>(`celebrity/image-upload-s3/${path(id)}`, {
    method: 'POST',
    form,
    silent: true,
  });
  return answer.data.url;
}
