import { useQuery } from '@tanstack/react-query';
import type { DashboardAnswer } from '@orrery/contract';
import { api } from '../../api/client';
import { ALL_COUNTRIES } from '../../components/countryOptions';

/** `GET /api/user/dashboardList`: every figure for one country (ISO-2 code) or, for All, every country. */
export function useDashboard(country: string) {
  return useQuery({
    queryKey: ['dashboard', country],
    queryFn: ({ signal }) =>
      api<DashboardAnswer>('user/dashboardList', {
        query: { countryShortName: country === ALL_COUNTRIES ? undefined : country },
        signal,
      }),
    refetchInterval: 60_000,
  });
}
