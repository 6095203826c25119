import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VirtualImportAnswer, VirtualProfileAnswer, VirtualProfileRow } from '@orrery/contract';
import { api } from '../../api/client';
import { keyRoots } from '../../lib/list/keyRoots';

export const virtualKeys = {
  importState: (id: string) => ['virtualProfiles', 'import', id] as const,
};

/** New members: the members lists show them. */
const useMembersChanged = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [keyRoots.members] });
};

/** `POST fakeProfile/add-fack-profile`: one row; the screen says how it went (silent: no error toast). */
export function useAddVirtualProfile() {
  const changed = useMembersChanged();
  return useMutation({
    mutationFn: (row: VirtualProfileRow) =>
      api<VirtualProfileAnswer>('fakeProfile/add-fack-profile', { method: 'POST', body: row, silent: true }),
    onSuccess: changed,
  });
}

/** "Create all": the rows not yet created, checked again and created by the server (a job when many). */
export function useStartImport() {
  const changed = useMembersChanged();
  return useMutation({
    mutationFn: (rows: VirtualProfileRow[]) =>
      api<VirtualImportAnswer>('fakeProfile/import', { method: 'POST', body: { rows } }),
    onSuccess: changed,
  });
}

/** `GET fakeProfile/import/{id}` every second while the import runs. */
export function useImportProgress(id: string | undefined) {
  return useQuery({
    queryKey: virtualKeys.importState(id ?? ''),
    queryFn: ({ signal }) =>
      api<VirtualImportAnswer>(`fakeProfile/import/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: !!id,
    select: (answer) => answer.data,
    refetchInterval: (query) => {
      const status = query.state.data?.data.status;
      return status === 'done' || status === 'failed' ? false : 1000;
    },
  });
}
