import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { missingChoice } from '../../../components/analytics/filterRules';
import { analyticsFiltersAt } from '../../../components/analytics/useAnalyticsFilters';
import { chartRules, metricsChartCall, metricsCharts } from './metricsCharts';
import { prefetchMetrics } from './prefetchMetrics';

afterEach(() => vi.unstubAllGlobals());

describe("PMF Metrics' route prefetch", () => {
  it("asks for each chart once, with the address's filters, under the key its card reads", async () => {
    const bodies: { path: string; body: Record<string, unknown> }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        bodies.push({
          path: new URL(url, 'http://console.test').pathname,
          body: JSON.parse(String(init?.body ?? '{}')),
        });
        return new Response(JSON.stringify({ data: [] }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const client = new QueryClient();
    const search = new URLSearchParams('activity.country=IN');
    await prefetchMetrics(client, search);

    const drawn = metricsCharts.filter(
      (def) => !missingChoice(analyticsFiltersAt(search, def.id, chartRules(def))),
    );
    expect(drawn.length).toBeGreaterThan(5);
    expect(bodies).toHaveLength(drawn.length);
    const activity = bodies.find((call) => call.path.endsWith('/activity-count'));
    expect(activity?.body.countryShortName).toBe('IN');
    // every other chart with its own filters: all countries
    expect(bodies.filter((call) => call.body.countryShortName === 'IN')).toHaveLength(1);
    for (const def of drawn) {
      const { key } = metricsChartCall(def, analyticsFiltersAt(search, def.id, chartRules(def)));
      // asked once under the card's key (the mock's answer need not fit every chart)
      const state = client.getQueryState(key);
      expect((state?.dataUpdateCount ?? 0) + (state?.errorUpdateCount ?? 0), def.id).toBe(1);
    }
  });
});
