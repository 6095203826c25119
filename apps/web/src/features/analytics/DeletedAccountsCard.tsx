import { Tag } from 'antd';
import { analyticsMessages } from '@orrery/contract';
import {
  AnalyticsFilterBar,
  ChartCard,
  useAnalyticsFilters,
  useChartQuery,
} from '../../components/analytics';
import { deletedUsersCall } from './cardCalls';
import { yearRules } from './rules';

/** Deleted accounts by month of the chosen year, stacked by gender, with the year's total in the title. */
export function DeletedAccountsCard({ prefix }: { prefix: string }) {
  const state = useAnalyticsFilters(prefix, yearRules);
  const call = deletedUsersCall(state.filters);
  const { data, isLoading, isFetching, isError, refetch } = useChartQuery(
    call.key,
    call.load,
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
