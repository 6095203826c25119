import { Segmented } from 'antd';
import { LOCATION_PIE_TOP, analyticsMessages } from '@orrery/contract';
import {
  AnalyticsFilterBar,
  ChartCard,
  useAnalyticsFilters,
  useChartQuery,
  type ChartData,
} from '../../components/analytics';
import { ChartPair } from './ChartPair';
import { locationBy, locationCall } from './cardCalls';
import { rangeRules } from './rules';
import { useUrlChoice } from '../../lib/useUrlState';

const pieOf = (data: ChartData | undefined): ChartData | undefined =>
  data && {
    categories: data.categories.slice(0, LOCATION_PIE_TOP),
    series: data.series.map((s) => ({ ...s, values: s.values.slice(0, LOCATION_PIE_TOP) })),
  };

/** Members location: a bar of the top 10 or 30 countries or cities, and (on Demographic) a pie of the top 5. */
export function LocationCard({ prefix, withPie = false }: { prefix: string; withPie?: boolean }) {
  const state = useAnalyticsFilters(prefix, rangeRules);
  const [dataFor, setDataFor] = useUrlChoice(`${prefix}.dataFor`, locationBy, 'country');
  const call = locationCall(state.filters, dataFor);
  const { data, isLoading, isFetching, isError, refetch } = useChartQuery(
    call.key,
    call.load,
    analyticsMessages.locationError,
  );
  const place = dataFor === 'city' ? 'City' : 'Country';
  const filters = (
    <AnalyticsFilterBar state={state} timeRange={false} label="Location">
      <Segmented<'country' | 'city'>
        aria-label="Location by"
        value={dataFor}
        onChange={(v) => setDataFor(v)}
        options={[
          { value: 'country', label: 'Country' },
          { value: 'city', label: 'City' },
        ]}
      />
    </AnalyticsFilterBar>
  );
  const common = {
    loading: isLoading,
    refreshing: isFetching,
    error: isError,
    onRetry: () => void refetch(),
    categoryTitle: place,
  };
  const bar = (
    <ChartCard
      {...common}
      title="Members Location"
      explanation={`Members by ${place.toLowerCase()}: the ${state.filters.limit} places with the most members.`}
      kind="bar"
      data={data}
      filters={filters}
    />
  );
  return (
    <ChartPair
      main={bar}
      side={
        withPie && (
          <ChartCard
            {...common}
            title="Members Location Share"
            explanation={`The top ${LOCATION_PIE_TOP} ${place.toLowerCase()} places' share of members.`}
            kind="pie"
            data={pieOf(data)}
          />
        )
      }
    />
  );
}
