import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportedListAnswer, ReportedListQuery, ReportedUser, ReportersAnswer } from '@orrery/contract';
import { api } from '../../api/client';
import type { Page } from '../../lib/list/listDefinition';
import type { PathPage } from '../../lib/list/params';

/** This screen's query keys. */
export const reportedKeys = {
  list: ({ skip, limit, query }: PathPage<ReportedListQuery>) =>
    ['reported', 'list', skip, limit, query] as const,
  reporters: (id: string, skip: number, limit: number) => ['reported', 'reporters', id, skip, limit] as const,
};

/** `GET /api/feedback/report/{skip}/{limit}`: one page of reported members, as rows and total. */
export async function fetchReportedPage(
  { skip, limit, query }: PathPage<ReportedListQuery>,
  signal?: AbortSignal,
): Promise<Page<ReportedUser>> {
  const answer = await api<ReportedListAnswer>(`feedback/report/${skip}/${limit}`, {
    query: { ...query },
    signal,
  });
  return { rows: answer.items, total: answer.total };
}

export function useReporters(id: string | null, skip: number, limit: number) {
  return useQuery({
    queryKey: reportedKeys.reporters(id ?? '', skip, limit),
    queryFn: ({ signal }) =>
      api<ReportersAnswer>(`feedback/reporters-list/${encodeURIComponent(id ?? '')}/${skip}/${limit}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled: !!id,
  });
}
