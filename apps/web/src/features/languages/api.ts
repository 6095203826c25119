import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CONTENT_PAGE_SIZE,
  LANGUAGE_PAGE_SIZE,
  type ContentAnswer,
  type ContentBody,
  type ContentKey,
  type ContentListAnswer,
  type DartDiffAnswer,
  type DartVersionAnswer,
  type Done,
  type Language,
  type LanguageAnswer,
  type LanguageBody,
  type LanguageListAnswer,
  type NameListAnswer,
  type RestrictedAnswer,
  type TranslationAnswer,
  type TranslationListAnswer,
} from '@orrery/contract';
import { api } from '../../api/client';
import type { Page } from '../../lib/list/listDefinition';
import { contentUseOfTab, type LanguagesParams } from './listParams';

/** This screen's query keys: everything under ['languages']. */
export const languageKeys = {
  all: ['languages'] as const,
  list: (params: LanguagesParams) =>
    ['languages', `tab${params.tab}`, { ...params, view: undefined, pageNo: params.pageNo }] as const,
  translations: (languageId: string, query: TranslationQuery) =>
    ['languages', 'translations', languageId, { ...query }] as const,
  restricted: ['languages', 'restricted'] as const,
  dartVersion: ['languages', 'dart-version'] as const,
  diff: ['languages', 'diff'] as const,
  categories: (useFor: string) => ['languages', 'categories', useFor] as const,
};

export type LanguageRow = Language | ContentKey;

const skipOf = (params: LanguagesParams, size: number) => (params.pageNo - 1) * size;

/** The shown tab's page, as rows and total: languages (tab 1), content keys (4, 2) or deleted keys (3). */
export async function fetchLanguagesPage(
  params: LanguagesParams,
  signal?: AbortSignal,
): Promise<Page<LanguageRow>> {
  const search = params.search ? { search: params.search, searchBy: params.searchBy } : {};
  if (params.tab === '1') {
    const answer = await api<LanguageListAnswer>(
      `languages/get-languages/${skipOf(params, LANGUAGE_PAGE_SIZE)}/${LANGUAGE_PAGE_SIZE}/`,
      { query: search, signal },
    );
    return { rows: answer.item, total: answer.pagination.total };
  }
  const paging = `${skipOf(params, CONTENT_PAGE_SIZE)}/${CONTENT_PAGE_SIZE}/`;
  if (params.tab === '3') {
    const answer = await api<ContentListAnswer>(`languages/deleted-Category-list/${paging}`, {
      query: { category: params.category, key: params.search, type: params.type },
      signal,
    });
    return { rows: answer.item, total: answer.pagination.total };
  }
  const answer = await api<ContentListAnswer>(`languages/list-category/${paging}`, {
    query: { useFor: contentUseOfTab(params.tab), category: params.category, ...search },
    signal,
  });
  return { rows: answer.item, total: answer.pagination.total };
}

export interface TranslationQuery {
  useFor: 'mobile' | 'server';
  category?: string;
  search?: string;
  status?: 'publish' | 'unPublish';
  pageNo: number;
}

export const TRANSLATION_PAGE = 500;

export function useTranslations(languageId: string, query: TranslationQuery) {
  return useQuery({
    queryKey: languageKeys.translations(languageId, query),
    queryFn: ({ signal }) =>
      api<TranslationListAnswer>(
        `languages/list-language-category/${(query.pageNo - 1) * TRANSLATION_PAGE}/${TRANSLATION_PAGE}/`,
        {
          query: {
            languageId,
            useFor: query.useFor,
            category: query.category,
            status: query.status,
            ...(query.search ? { search: query.search, searchBy: 'key' } : {}),
          },
          signal,
        },
      ),
    // the drawer stays mounted while closed: no language chosen, nothing to ask
    enabled: languageId !== '',
    placeholderData: (previous) => previous,
  });
}

export function useRestrictedMode() {
  return useQuery({
    queryKey: languageKeys.restricted,
    queryFn: ({ signal }) => api<RestrictedAnswer>('languages/restricted-mode', { signal }),
    select: (answer) => answer.restricted,
  });
}

export function useCategories(useFor: 'mobile' | 'server') {
  return useQuery({
    queryKey: languageKeys.categories(useFor),
    queryFn: ({ signal }) =>
      api<NameListAnswer>('languages/category-key-list', { query: { useFor }, signal }),
    select: (answer) => answer.item.flatMap((i) => (i.category ? [i.category] : [])),
  });
}

export function useDartVersion(enabled: boolean) {
  return useQuery({
    queryKey: languageKeys.dartVersion,
    queryFn: ({ signal }) => api<DartVersionAnswer>('languages/dart-version', { signal }),
    enabled,
    staleTime: 0,
  });
}

export function useDartDiff(enabled: boolean) {
  return useQuery({
    queryKey: languageKeys.diff,
    queryFn: ({ signal }) => api<DartDiffAnswer>('languages/dart-diff', { signal }),
    enabled,
    staleTime: 0,
  });
}

/** A write of this screen: every list and view of the screen is read again after it. */
function useLanguagesWrite<Body, Answer>(call: (body: Body) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: languageKeys.all }),
  });
}

export const useAddLanguage = () =>
  useLanguagesWrite((body: LanguageBody) =>
    api<LanguageAnswer>('languages/add-language', { method: 'POST', body }),
  );

/** 409 (changed since loaded) is left to the versioned save, which offers to reload. */
export const useUpdateLanguage = () =>
  useLanguagesWrite(({ id, ...body }: LanguageBody & { id: string; version: number }) =>
    api<LanguageAnswer>(`languages/update-language/${id}`, { method: 'PUT', body, silent: true }),
  );

export const useDeleteLanguage = () =>
  useLanguagesWrite((id: string) =>
    api<Done>(`languages/delete-language/${id}`, { method: 'DELETE', silent: true }),
  );

export const useAddContent = () =>
  useLanguagesWrite((body: ContentBody) =>
    api<ContentAnswer>('languages/add-content', { method: 'POST', body }),
  );

export const useUpdateContent = () =>
  useLanguagesWrite(({ id, ...body }: ContentBody & { id: string; version: number }) =>
    api<ContentAnswer>(`languages/update-language-category/${id}`, { method: 'PUT', body, silent: true }),
  );

export const useDeleteContent = () =>
  useLanguagesWrite((id: string) =>
    api<Done>(`languages/delete-category/${id}`, { method: 'DELETE', silent: true }),
  );

export const useRestoreContent = () =>
  useLanguagesWrite((id: string) =>
    api<ContentAnswer>(`languages/restore-category/${id}`, { method: 'PUT' }),
  );

export interface TranslateSave {
  contentId: string;
  languageId: string;
  translate: string;
  isPublished: boolean;
  version: number;
}

export const useUpdateTranslate = () =>
  useLanguagesWrite(({ contentId, languageId, ...body }: TranslateSave) =>
    api<TranslationAnswer>(`languages/update-translate/${contentId}/${languageId}`, {
      method: 'PUT',
      body,
      silent: true,
    }),
  );

/** Suggest translation: the machine suggestion is kept as the entry's `latest`; the answer says where it came from. */
export const useMachineTranslate = () =>
  useLanguagesWrite(({ contentId, languageId }: { contentId: string; languageId: string }) =>
    api<TranslationAnswer>(`languages/machine-translate/${contentId}/${languageId}`, { method: 'POST' }),
  );

export const usePublishSwitch = () =>
  useLanguagesWrite(({ contentId, languageId, isPublished }: Omit<TranslateSave, 'translate' | 'version'>) =>
    api<TranslationAnswer>(`languages/update-Content-publish/${contentId}/${languageId}`, {
      method: 'PUT',
      body: { isPublished },
      silent: true,
    }),
  );

export const useSaveDartVersion = () =>
  useLanguagesWrite((value: string) =>
    api<Done>('languages/update-dart-version', { method: 'PUT', body: { value }, silent: true }),
  );

export const useSetRestricted = () =>
  useLanguagesWrite((restricted: boolean) =>
    api<Done>('languages/restricted-mode', { method: 'PUT', body: { restricted } }),
  );
