import { useMutation, useQuery } from '@tanstack/react-query';
import type { MemberListAnswer, TrendReportAnswer, TrendReportBody } from '@orrery/contract';
import { api } from '../../api/client';

/** `POST astrologic/generate-astro-event-report-using-ai`: the report; its messages are shown by the form. */
export function useGenerateReport() {
  return useMutation({
    mutationFn: (body: TrendReportBody) =>
      api<TrendReportAnswer>('astrologic/generate-astro-event-report-using-ai', {
        method: 'POST',
        body,
        silent: true,
      }),
  });
}

export interface MemberOption {
  value: string;
  label: string;
  gender: string | null;
}

/** Members whose nickname holds the typed text (the members list's search), first 20. */
export function useMemberSearch(text: string) {
  const search = text.trim();
  return useQuery({
    queryKey: ['trendReport', 'members', search],
    queryFn: ({ signal }) =>
      api<MemberListAnswer>('user/userList/', {
        query: { search, searchBy: 'nickName', pageNo: 1, pageLimit: 20 },
        signal,
      }),
    enabled: search !== '',
    select: (answer): MemberOption[] =>
      answer.items.map((m) => ({ value: m._id, label: `${m.nickName} (${m.identifier})`, gender: m.gender })),
  });
}
