import { Tag } from 'antd';
import { analyticsMessages } from '@orrery/contract';
import {
  AnalyticsFilterBar,
  ChartCard,
  filterPayload,
  useAnalyticsFilters,
  useChartQuery,
} from '../../components/analytics';
import { loadDeletedUsers } from './api';
import { yearRules } from './rules';

/** Deleted accounts by month of the chosen year, stacked by gender, with the year's total in the title. */
export function DeletedAccountsCard({ prefix }: { prefix: string }) {
  const state = useAnalyticsFilters(prefix, yearRules);
  const { countryShortName, gender } = filterPayload(state.filters);
  const request = { year: Number(state.filters.year), countryShortName, gender };
  const { data, isLoading, isFetching, isError, refetch } = useChartQuery(
    ['analytics', 'deletedusers', request],
    (signal) => loadDeletedUsers(request, signal),
    analyticsMessages.deletedError,
  );
  return (
    <ChartCard
      title="Deleted Accounts"
      explanation="Accounts deleted in each month of the year, by the member's gender."
      kind="stacked"
      data={data?.chart}
      categoryTitle="Month"
      loading={isLoading}
      refreshing={isFetching}
      error={isError}
      onRetry={() => void refetch()}
      actions={data && <Tag data-testid="deleted-total">Total {data.total.toLocaleString('en')}</Tag>}
      filters={<AnalyticsFilterBar state={state} top={false} label="Deleted accounts" />}
    />
  );
}
