import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddAdminBody,
  Admin,
  AdminListAnswer,
  AdminListQuery,
  Done,
  ResetPasswordAnswer,
  UpdateAdminBody,
} from '@orrery/contract';
import { api } from '../../api/client';
import { forgetDeleted } from '../../lib/forgetDeleted';
import type { Page } from '../../lib/list/listDefinition';

/** This screen's query keys. */
export const adminKeys = {
  all: ['admins'] as const,
  lists: ['admins', 'list'] as const,
  list: (query: AdminListQuery) => ['admins', 'list', { ...query }] as const,
  detail: (id: string) => ['admins', 'detail', id] as const,
};

interface OneAdmin extends Done {
  data: Admin;
}

/** `GET /api/admin/admin-list`: one page of admins, as rows and the filtered total. */
export async function fetchAdminPage(query: AdminListQuery, signal?: AbortSignal): Promise<Page<Admin>> {
  const answer = await api<AdminListAnswer>('admin/admin-list', { query: { ...query }, signal });
  return { rows: answer.item, total: answer.pagination.totalUser };
}

export function useAdmin(id: string) {
  return useQuery({
    queryKey: adminKeys.detail(id),
    queryFn: ({ signal }) => api<OneAdmin>(`admin/get-admin/${encodeURIComponent(id)}`, { signal }),
    select: (answer) => answer.data,
  });
}

export function useAddAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddAdminBody) => api<OneAdmin>('admin/add-admin', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** 409 (changed since loaded) is left to the caller, which offers to reload. */
export function useUpdateAdmin(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAdminBody) =>
      api<OneAdmin>(`admin/update-admin/${encodeURIComponent(id)}`, { method: 'PUT', body, silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useDeleteAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<Done>(`admin/delete-admin/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    // nothing asks for the deleted admin again (its detail is still shown until the page moves on)
    onSuccess: (_answer, id) => forgetDeleted(queryClient, [adminKeys.all], id),
  });
}

/** `POST /api/admin/reset-password/{id}`: mails the admin a one-time link to set a new password. */
export function useResetAdminPassword() {
  return useMutation({
    mutationFn: (id: string) =>
      api<ResetPasswordAnswer>(`admin/reset-password/${encodeURIComponent(id)}`, { method: 'POST' }),
  });
}

export async function uploadAdminImage(file: Blob): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const answer = await api<{ data: { url: string } }>('admin/image-upload', {
    method: 'POST',
    form,
    silent: true,
  });
  return answer.data.url;
}
