import type { ReactNode } from 'react';
import {
  AnalyticsFilterBar,
  ChartCard,
  missingChoice,
  useAnalyticsFilters,
  useChartQuery,
  type AnalyticsFilters,
} from '../../../components/analytics';
import { analyticsMessages } from '@orrery/contract';
import { chartRules, metricsChartCall, type MetricsChartDef } from './metricsCharts';

interface MetricsChartProps {
  def: MetricsChartDef;
  /** Buttons beside Download CSV; they get the chart's filters (All Language opens its drawer with them). */
  actions?: (filters: AnalyticsFilters) => ReactNode;
  height?: number;
}

/** One metrics or device chart: its filter bar (kept in the address under its id), its data and its card. */
export function MetricsChart({ def, actions, height }: MetricsChartProps) {
  const state = useAnalyticsFilters(def.id, chartRules(def));
  const { filters } = state;
  const warning = missingChoice(filters);
  const call = metricsChartCall(def, filters);
  const query = useChartQuery(call.key, call.load, analyticsMessages.chartFailed, !warning);
  return (
    <ChartCard
      title={def.title}
      explanation={def.explanation}
      kind={def.kind}
      look={def.look}
      data={query.data}
      categoryTitle={def.categoryTitle}
      loading={query.isPending && !warning}
      refreshing={query.isFetching && !query.isPending}
      error={query.isError}
      onRetry={() => void query.refetch()}
      warning={warning}
      height={height}
      actions={actions?.(filters)}
      filters={<AnalyticsFilterBar state={state} label={def.title} {...def.controls} />}
    />
  );
}
