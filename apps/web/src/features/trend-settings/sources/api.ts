import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SourceText, SourceTextBody } from '@orrery/contract';
import { api } from '../../../api/client';

export const sourceKeys = {
  all: ['sourceTexts'] as const,
  withText: ['sourceTexts', 'keys'] as const,
  text: (key: string) => ['sourceTexts', 'text', key] as const,
};

interface TextAnswer {
  valid: true;
  data: SourceText;
}
interface TextSaved extends TextAnswer {
  message: string;
}

/** `GET setting/astro-source-text-keys` (designed): the keys that have a text, for the tree's marks. */
export function useKeysWithText() {
  return useQuery({
    queryKey: sourceKeys.withText,
    queryFn: ({ signal }) =>
      api<{ valid: true; data: string[] }>('setting/astro-source-text-keys', { signal }),
    select: (answer) => answer.data,
  });
}

/** `GET setting/get-astro-source-texts/{key}`: an empty record (version 0) when the key has no text. */
export function useSourceText(key: string | null) {
  return useQuery({
    queryKey: sourceKeys.text(key ?? ''),
    queryFn: ({ signal }) =>
      api<TextAnswer>(`setting/get-astro-source-texts/${encodeURIComponent(key ?? '')}`, { signal }),
    select: (answer) => answer.data,
    enabled: !!key,
  });
}

/** `POST setting/astro-source-texts`; 409 is left to the versioned save. */
export function useSaveSourceText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SourceTextBody) =>
      api<TextSaved>('setting/astro-source-texts', { method: 'POST', body, silent: true }),
    onSuccess: (answer) => {
      queryClient.setQueryData<TextAnswer>(sourceKeys.text(answer.data.key), answer);
      return queryClient.invalidateQueries({ queryKey: sourceKeys.withText });
    },
  });
}
