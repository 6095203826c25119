import { Select } from 'antd';
import { analyticsMessages, userActionTypes, type UserActionType } from '@orrery/contract';
import {
  AnalyticsFilterBar,
  ChartCard,
  useAnalyticsFilters,
  useChartQuery,
} from '../../components/analytics';
import { DEFAULT_ACTIONS, userActionsCall } from './cardCalls';
import { userActionLabels } from './labels';
import { visitRules } from './rules';
import { useUrlList } from '../../lib/useUrlState';

const actionOptions = userActionTypes.map((value) => ({ value, label: userActionLabels[value] }));

/** What members did (likes, matches, quizzes…) by day or by month, per action type chosen. */
export function UserActionsCard({ prefix }: { prefix: string }) {
  const state = useAnalyticsFilters(prefix, visitRules);
  const [actions, setActions] = useUrlList<UserActionType>(
    `${prefix}.actions`,
    userActionTypes,
    DEFAULT_ACTIONS,
  );
  const call = userActionsCall(state.filters, actions);
  const { missing } = call;
  const { data, isLoading, isFetching, isError, refetch } = useChartQuery(
    call.key,
    call.load,
    analyticsMessages.chartError,
    !missing,
  );
  return (
    <ChartCard
      title="User Actions"
      explanation="How many times members took each action (a like, a match, a quiz…), per day or per month."
      kind="bar"
      data={data}
      categoryTitle={state.filters.forTime === 'year' ? 'Month' : 'Date'}
      loading={isLoading}
      refreshing={isFetching}
      error={isError}
      onRetry={() => void refetch()}
      warning={missing}
      filters={
        <AnalyticsFilterBar state={state} country={false} gender={false} top={false} label="Actions">
          <Select<UserActionType[]>
            mode="multiple"
            aria-label="Action Type"
            placeholder="Action Type"
            value={actions}
            onChange={setActions}
            options={actionOptions}
            maxTagCount="responsive"
            style={{ minWidth: 280 }}
          />
        </AnalyticsFilterBar>
      }
    />
  );
}
