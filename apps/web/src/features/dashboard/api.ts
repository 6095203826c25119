import { useQuery } from '@tanstack/react-query';
import type { DashboardAnswer } from '@orrery/contract';
import { api } from '../../api/client';
import { ALL_COUNTRIES } from '../../components/countryOptions';

/**
 * `GET /api/user/dashboardList`: every figure for one country (ISO-2 code) or, for All, every country. The
 * same query for the screen and its route's prefetch (`prefetchDashboard.ts`).
 */
export const dashboardQuery = (country: string) => ({
  queryKey: ['dashboard', country],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api<DashboardAnswer>('user/dashboardList', {
      query: { countryShortName: country === ALL_COUNTRIES ? undefined : country },
      signal,
    }),
});

/** The dashboard's figures, asked again every minute. */
export function useDashboard(country: string) {
  return useQuery({ ...dashboardQuery(country), refetchInterval: 60_000 });
}
