import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportedListAnswer, ReportedListQuery, ReportersAnswer } from '@orrery/contract';
import { api } from '../../api/client';

/** Query keys of this screen (kept here: the shared queryKeys file belongs to the shell). */
const keys = {
  list: (skip: number, limit: number, query: ReportedListQuery) =>
    ['reported', 'list', skip, limit, query] as const,
  reporters: (id: string, skip: number, limit: number) => ['reported', 'reporters', id, skip, limit] as const,
};

export function useReportedList(skip: number, limit: number, query: ReportedListQuery) {
  return useQuery({
    queryKey: keys.list(skip, limit, query),
    queryFn: ({ signal }) =>
      api<ReportedListAnswer>(`feedback/report/${skip}/${limit}`, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useReporters(id: string | null, skip: number, limit: number) {
  return useQuery({
    queryKey: keys.reporters(id ?? '', skip, limit),
    queryFn: ({ signal }) =>
      api<ReportersAnswer>(`feedback/reporters-list/${encodeURIComponent(id ?? '')}/${skip}/${limit}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled: !!id,
  });
}
