import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  ChangePasswordBody,
  Done,
  ResetLinkAnswer,
  ResetLinkBody,
  SetPasswordBody,
} from '@orrery/contract';
import { api } from '../../api/client';

/** `POST /api/admin/change-password`: the caller shows the refusal beside its field. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      api<Done>('admin/change-password', { method: 'POST', body, silent: true }),
  });
}

/** `POST /api/admin/reset-password-link/check` (public): whose link it is, or why it cannot be used. */
export function useResetLink(token: string) {
  return useQuery({
    queryKey: ['reset-link', token],
    queryFn: ({ signal }) =>
      api<ResetLinkAnswer>('admin/reset-password-link/check', {
        method: 'POST',
        body: { token } satisfies ResetLinkBody,
        auth: false,
        silent: true,
        signal,
      }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
}

/** `POST /api/admin/set-password` (public): the new password through the link. */
export function useSetPassword() {
  return useMutation({
    mutationFn: (body: SetPasswordBody) =>
      api<Done>('admin/set-password', { method: 'POST', body, auth: false, silent: true }),
  });
}
