import { App, Checkbox, Select } from 'antd';
import { analyticsMessages, screenVisitTypes, type ScreenVisitType } from '@orrery/contract';
import {
  AnalyticsFilterBar,
  ChartCard,
  useAnalyticsFilters,
  useChartQuery,
  type FilterRules,
} from '../../components/analytics';
import { ChartPair } from './ChartPair';
import { ROMEU, screenVisitsCall } from './cardCalls';
import { visitTypeLabels } from './labels';
import { useUrlList } from '../../lib/useUrlState';

interface VisitsCardProps {
  prefix: string;
  rules: FilterRules;
  /** Screen Visits: the visit-type checkboxes and the distribution pie. */
  full?: boolean;
  /** User Actions: an Activity Type select, at least one type (Romeu by default). */
  activitySelect?: boolean;
}

export const visitOptions = screenVisitTypes.map((value) => ({ value, label: visitTypeLabels[value] }));

/** Visits of the app's screens by day (a fixed span) or by month of a year, per visit type. */
export function VisitsCard({ prefix, rules, full = false, activitySelect = false }: VisitsCardProps) {
  const { message } = App.useApp();
  const state = useAnalyticsFilters(prefix, rules);
  const [types, setTypes] = useUrlList<ScreenVisitType>(
    `${prefix}.types`,
    screenVisitTypes,
    activitySelect ? ROMEU : screenVisitTypes,
  );
  const chooseActivities = (next: ScreenVisitType[]) => {
    if (next.length > 0) return setTypes(next);
    void message.error(analyticsMessages.selectActivityType);
    void message.info(analyticsMessages.activityTypeInfo);
    return setTypes(ROMEU);
  };
  const call = screenVisitsCall(state.filters, types);
  const { missing } = call;
  const { data, isLoading, isFetching, isError, refetch } = useChartQuery(
    call.key,
    call.load,
    analyticsMessages.visitsError,
    !missing,
  );
  const common = {
    loading: isLoading,
    refreshing: isFetching,
    error: isError,
    onRetry: () => void refetch(),
    warning: missing,
  };
  const filters = (
    <>
      <AnalyticsFilterBar state={state} country={false} gender={false} top={false} label="Visits">
        {activitySelect && (
          <Select<ScreenVisitType[]>
            mode="multiple"
            aria-label="Activity Type"
            placeholder="Activity Type"
            value={types}
            onChange={chooseActivities}
            options={visitOptions}
            style={{ minWidth: 260 }}
          />
        )}
      </AnalyticsFilterBar>
      {full && (
        <Checkbox.Group
          aria-label="Screens"
          style={{ marginTop: 12 }}
          value={types}
          onChange={(next) => setTypes(next)}
          options={visitOptions}
        />
      )}
    </>
  );
  const chart = (
    <ChartCard
      {...common}
      title="Visited Counts"
      explanation="How many times members opened each screen of the app, per day or per month."
      kind="line"
      data={data?.byDate}
      categoryTitle={state.filters.forTime === 'year' ? 'Month' : 'Date'}
      filters={filters}
    />
  );
  return (
    <ChartPair
      main={chart}
      side={
        full && (
          <ChartCard
            {...common}
            title="Visit Distribution"
            explanation="Each screen's share of all the visits over the chosen period."
            kind="pie"
            data={data?.distribution}
            categoryTitle="Screen"
          />
        )
      }
    />
  );
}
