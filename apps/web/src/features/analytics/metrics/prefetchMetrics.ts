import type { QueryClient } from '@tanstack/react-query';
import { prefetchChartCalls } from '../../../components/analytics/chartQuery';
import { missingChoice } from '../../../components/analytics/filterRules';
import { analyticsFiltersAt } from '../../../components/analytics/useAnalyticsFilters';
import { chartRules, metricsChartCall, metricsCharts } from './metricsCharts';

/**
 * PMF Metrics' chart calls for the filters the address shows, started by the route (`routePrefetch`) while
 * the screen's code still loads: the charts find their data there when they first draw.
 */
export function prefetchMetrics(client: QueryClient, search: URLSearchParams): Promise<unknown> {
  return prefetchChartCalls(
    client,
    metricsCharts.map((def) => {
      const filters = analyticsFiltersAt(search, def.id, chartRules(def));
      return { ...metricsChartCall(def, filters), missing: missingChoice(filters) };
    }),
  );
}
