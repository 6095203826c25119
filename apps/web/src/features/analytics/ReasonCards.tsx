import { useState } from 'react';
import { Button } from 'antd';
import { analyticsMessages } from '@orrery/contract';
import {
  AnalyticsFilterBar,
  ChartCard,
  filterPayload,
  useAnalyticsFilters,
  useChartQuery,
} from '../../components/analytics';
import { reasonByDateCall, reasonTotalsCall } from './cardCalls';
import { rangeRules } from './rules';
import { LazyOverlay } from '../../components/LazyOverlay';
import { lazyPart } from '../../lib/lazyPart';
import { deletionTextTitles, type DeletionTextKind } from './deletionTextColumns';

// the drawer and its table load when it first opens
const DeletionTextsDrawer = lazyPart(() => import('./DeletionTextsDrawer'), 'DeletionTextsDrawer');

/** Deletion reasons by day, week or month, one stacked series per reason. */
export function ReasonByDateCard({ prefix }: { prefix: string }) {
  const state = useAnalyticsFilters(prefix, rangeRules);
  const call = reasonByDateCall(state.filters);
  const { missing } = call;
  const { data, isLoading, isFetching, isError, refetch } = useChartQuery(
    call.key,
    call.load,
    analyticsMessages.reasonError,
    !missing,
  );
  return (
    <ChartCard
      title="Reason Count by Date"
      explanation="The reasons members gave when deleting their account, by day, week or month of deletion."
      kind="stacked"
      data={data}
      categoryTitle="Date"
      loading={isLoading}
      refreshing={isFetching}
      error={isError}
      onRetry={() => void refetch()}
      warning={missing}
      filters={<AnalyticsFilterBar state={state} top={false} label="Reasons by date" />}
    />
  );
}

/** Deletion reasons by category, with the drawers of 'Other Reason' texts and 'User Feedbacks'. */
export function ReasonByCategoryCard({ prefix }: { prefix: string }) {
  const state = useAnalyticsFilters(prefix, rangeRules);
  const filter = filterPayload(state.filters);
  const [drawer, setDrawer] = useState<DeletionTextKind | null>(null);
  const call = reasonTotalsCall(state.filters);
  const { missing } = call;
  const { data, isLoading, isFetching, isError, refetch } = useChartQuery(
    call.key,
    call.load,
    analyticsMessages.reasonError,
    !missing,
  );
  return (
    <>
      <ChartCard
        title="Reason Count by Category"
        explanation="How many deleted accounts gave each reason over the chosen period."
        kind="bar"
        data={data}
        categoryTitle="Reason"
        loading={isLoading}
        refreshing={isFetching}
        error={isError}
        onRetry={() => void refetch()}
        warning={missing}
        filters={<AnalyticsFilterBar state={state} top={false} label="Reasons by category" />}
        actions={(['other', 'feedback'] as const).map((kind) => (
          <Button key={kind} size="small" onClick={() => setDrawer(kind)}>
            {deletionTextTitles[kind]}
          </Button>
        ))}
      />
      <LazyOverlay part={DeletionTextsDrawer} open={drawer !== null}>
        <DeletionTextsDrawer.Component kind={drawer} filter={filter} onClose={() => setDrawer(null)} />
      </LazyOverlay>
    </>
  );
}
