import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AiReportCompareAnswer,
  AiReportSettingsAnswer,
  AiReportSettingsBody,
  AiReportVersionAnswer,
  AiReportVersionBody,
  AiReportVersionList,
  Membership,
  PriceTableAnswer,
  PriceTableBody,
} from '@orrery/contract';
import { api } from '../../api/client';

export const aiKeys = {
  settings: ['aiReportSettings'] as const,
  versions: (membership: Membership) => ['aiReportVersions', membership] as const,
  compare: (id: string) => ['aiReportVersions', 'compare', id] as const,
  prices: ['aiModelPrices'] as const,
};

type Saved<T> = T & { message: string };

/** `GET setting/get-astro-ai-report-settings`: both blocks, the prompts, the version, the AI provider. */
export function useAiReportSettings() {
  return useQuery({
    queryKey: aiKeys.settings,
    queryFn: ({ signal }) => api<AiReportSettingsAnswer>('setting/get-astro-ai-report-settings', { signal }),
  });
}

/** `POST setting/astro-ai-report-settings`; 409 is left to the versioned save. */
export function useSaveAiReportSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AiReportSettingsBody) =>
      api<Saved<AiReportSettingsAnswer>>('setting/astro-ai-report-settings', {
        method: 'POST',
        body,
        silent: true,
      }),
    onSuccess: (answer) => queryClient.setQueryData(aiKeys.settings, answer),
  });
}

/** `GET setting/astro-ai-report-versions/{membership}`: newest first, with the live one. */
export function useVersions(membership: Membership) {
  return useQuery({
    queryKey: aiKeys.versions(membership),
    queryFn: ({ signal }) =>
      api<AiReportVersionList>(`setting/astro-ai-report-versions/${membership}`, { signal }),
  });
}

/** `POST setting/astro-ai-report-versions` (Save Version). */
export function useSaveVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AiReportVersionBody) =>
      api<AiReportVersionAnswer>('setting/astro-ai-report-versions', { method: 'POST', body, silent: true }),
    onSuccess: (answer) =>
      queryClient.invalidateQueries({ queryKey: aiKeys.versions(answer.item.membership) }),
  });
}

/** `POST setting/astro-ai-report-versions/{id}/set-live` with the live version the list showed. */
export function useSetLive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, liveVersionId }: { id: string; liveVersionId: string | null }) =>
      api<AiReportVersionAnswer>(`setting/astro-ai-report-versions/${encodeURIComponent(id)}/set-live`, {
        method: 'POST',
        body: { liveVersionId },
        silent: true,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['aiReportVersions'] }),
  });
}

/** `GET setting/astro-ai-report-versions/{id}/compare`. */
export function useCompare(id: string | undefined) {
  return useQuery({
    queryKey: aiKeys.compare(id ?? ''),
    queryFn: ({ signal }) =>
      api<AiReportCompareAnswer>(`setting/astro-ai-report-versions/${encodeURIComponent(id ?? '')}/compare`, {
        signal,
      }),
    enabled: !!id,
  });
}

/** `GET setting/get-ai-model-prices`. */
export function usePrices() {
  return useQuery({
    queryKey: aiKeys.prices,
    queryFn: ({ signal }) => api<PriceTableAnswer>('setting/get-ai-model-prices', { signal }),
    select: (answer) => answer.data,
  });
}

/** `POST setting/ai-model-prices`; 409 is left to the versioned save. */
export function useSavePrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PriceTableBody) =>
      api<Saved<PriceTableAnswer>>('setting/ai-model-prices', { method: 'POST', body, silent: true }),
    onSuccess: (answer) => queryClient.setQueryData(aiKeys.prices, answer),
  });
}
