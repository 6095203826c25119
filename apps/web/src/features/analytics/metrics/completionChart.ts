import type { CompletionRatioAnswer } from '@orrery/contract';
import { defaultRules } from '../../../components/analytics';
import { chartPayload, percent, postChart } from './api';
import { bucketSeries } from './chartSeries';
import type { MetricsChartDef } from './metricsCharts';

/**
 * /onboarding-complete: `get-user-completion-rate`, the percent of each period's sign-ups who completed; its
 * custom range is the generic chart's (the last 30 days by default, at most 30).
 */
export const completionChart: MetricsChartDef = {
  id: 'signup',
  title: 'Signup completion',
  explanation:
    'Of the members who signed up in each period, the percentage who completed onboarding (complete sign-ups divided by all sign-ups).',
  kind: 'bar',
  look: { unit: '%' },
  categoryTitle: 'Period',
  controls: { top: false },
  rules: defaultRules,
  load: async (filters, signal) => {
    const { data } = await postChart<CompletionRatioAnswer>(
      'get-user-completion-rate',
      chartPayload(filters),
      signal,
    );
    return bucketSeries(data, [{ name: 'Complete (%)', value: (r) => percent(r.count) }]);
  },
};
