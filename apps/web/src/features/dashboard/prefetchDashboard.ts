import type { QueryClient } from '@tanstack/react-query';
import { dashboardQuery } from './api';
import { dashboardCountryAt } from './useDashboardCountry';

/**
 * The dashboard's figures for the country the address (or storage) holds, started by the route
 * (`routePrefetch`) while the screen's code still loads.
 */
export const prefetchDashboard = (client: QueryClient, search: URLSearchParams): Promise<unknown> =>
  client.prefetchQuery(dashboardQuery(dashboardCountryAt(search)));
