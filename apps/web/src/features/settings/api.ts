import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AppSettingsAnswer,
  AppSettingsBody,
  DeviceVersionsAnswer,
  DeviceVersionsBody,
  Done,
  IpEntry,
  IpListAnswer,
  IpSaveBody,
} from '@orrery/contract';
import { api } from '../../api/client';

const appSettingsKey = ['appSettings'] as const;

/** `GET setting/app-settings`: the key/value list and its version. */
export function useAppSettings() {
  return useQuery({
    queryKey: appSettingsKey,
    queryFn: ({ signal }) => api<AppSettingsAnswer>('setting/app-settings', { signal }),
  });
}

/** `PUT setting/app-settings`; 409 is left to the versioned save. */
export function useSaveAppSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AppSettingsBody) =>
      api<AppSettingsAnswer & { message: string }>('setting/app-settings', {
        method: 'PUT',
        body,
        silent: true,
      }),
    onSuccess: (answer) => queryClient.setQueryData(appSettingsKey, answer),
  });
}

const versionsKey = (adminId: string) => ['deviceVersions', adminId] as const;

/** `GET setting/device/versions/{id}` for the signed-in admin. */
export function useDeviceVersions(adminId: string) {
  return useQuery({
    queryKey: versionsKey(adminId),
    queryFn: ({ signal }) => api<DeviceVersionsAnswer>(`setting/device/versions/${adminId}`, { signal }),
  });
}

/** `PUT setting/device/save-versions/{id}`; 409 is left to the versioned save. */
export function useSaveDeviceVersions(adminId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeviceVersionsBody) =>
      api<DeviceVersionsAnswer & { message: string }>(`setting/device/save-versions/${adminId}`, {
        method: 'PUT',
        body,
        silent: true,
      }),
    onSuccess: (answer) => queryClient.setQueryData(versionsKey(adminId), answer),
  });
}

const ipKey = (adminId: string) => ['ipWhitelist', adminId] as const;

/** `GET setting/ip-whitelist/list/{id}`: the entries and the caller's address as the server sees it. */
export function useIpList(adminId: string) {
  return useQuery({
    queryKey: ipKey(adminId),
    queryFn: ({ signal }) => api<IpListAnswer>(`setting/ip-whitelist/list/${adminId}`, { signal }),
  });
}

/** `PUT setting/ip-whitelist/save/{id}`; failures are shown by the screen (a 428 asks to confirm). */
export function useAddIp(adminId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IpSaveBody) =>
      api<{ message: string; data: IpEntry }>(`setting/ip-whitelist/save/${adminId}`, {
        method: 'PUT',
        body,
        silent: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ipKey(adminId) }),
  });
}

/** `DELETE setting/ip-whitelist/delete/{id}/{address}` (a range's slash encoded). */
export function useDeleteIp(adminId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ address, confirm }: { address: string; confirm?: boolean }) =>
      api<Done>(`setting/ip-whitelist/delete/${adminId}/${encodeURIComponent(address)}`, {
        method: 'DELETE',
        query: confirm ? { confirm: 'true' } : undefined,
        silent: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ipKey(adminId) }),
  });
}
