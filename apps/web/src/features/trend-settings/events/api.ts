import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AstroSettings, AstroSettingsBody } from '@orrery/contract';
import { api } from '../../../api/client';

export const settingsKey = ['astroEventsSettings'] as const;

interface SettingsAnswer {
  valid: true;
  data: AstroSettings;
}
interface SettingsSaved extends SettingsAnswer {
  message: string;
}

/** `GET setting/get-astro-events-settings`: the whole object (the defaults, version 0, when never saved). */
export function useAstroSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => api<SettingsAnswer>('setting/get-astro-events-settings', { signal }),
    select: (answer) => answer.data,
  });
}

/** `POST setting/astro-events-settings`: the whole object; 409 is left to the versioned save. */
export function useSaveAstroSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AstroSettingsBody) =>
      api<SettingsSaved>('setting/astro-events-settings', { method: 'POST', body, silent: true }),
    onSuccess: (answer) => queryClient.setQueryData<SettingsAnswer>(settingsKey, answer),
  });
}
