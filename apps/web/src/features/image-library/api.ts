import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FakeImage, ImageListAnswer, ImageUploadAnswer } from '@orrery/contract';
import { api } from '../../api/client';
import type { PathPage } from '../../lib/list/params';
import type { Page } from '../../lib/list/listDefinition';

/** This screen's query keys. */
export const imageKeys = {
  all: ['fakeImages'] as const,
  list: (page: PathPage<object>) => ['fakeImages', 'list', page] as const,
};

/** `GET fakeProfile/images-list/{skip}/{limit}/`: one page of the library as rows and total. */
export async function fetchImagePage(
  { skip, limit }: PathPage<object>,
  signal?: AbortSignal,
): Promise<Page<FakeImage>> {
  const answer = await api<ImageListAnswer>(`fakeProfile/images-list/${skip}/${limit}/`, { signal });
  return { rows: answer.data, total: answer.pagination.total };
}

/** `POST fakeProfile/upload-image`: the chosen files (field file) and an optional title. */
export function useUploadImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ files, title }: { files: File[]; title?: string }) => {
      const form = new FormData();
      if (title?.trim()) form.append('title', title.trim());
      for (const file of files) form.append('file', file);
      return api<ImageUploadAnswer>('fakeProfile/upload-image', { method: 'POST', form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: imageKeys.all }),
  });
}
