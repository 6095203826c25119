import { useState } from 'react';
import { AutoComplete } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { analyticsMessages } from '@orrery/contract';
import {
  AnalyticsFilterBar,
  ChartCard,
  filterPayload,
  useAnalyticsFilters,
  useChartQuery,
} from '../../components/analytics';
import { useDebouncedCallback } from '../../lib/useDebouncedCallback';
import { ChartPair } from './ChartPair';
import { searchCities } from './api';
import { genderCall } from './cardCalls';
import { yearRules } from './rules';
import { useUrlText } from '../../lib/useUrlState';

/** The city search: asks only once the typed text is non-empty. */
function CitySearch({
  value,
  onChange,
  countryShortName,
}: {
  value: string | undefined;
  onChange: (city: string | undefined) => void;
  countryShortName: string | null;
}) {
  const [text, setText] = useState('');
  const { run: search } = useDebouncedCallback(setText, 300);
  const { data } = useQuery({
    queryKey: ['analytics', 'city-search', text, countryShortName],
    queryFn: ({ signal }) => searchCities(text, countryShortName, signal),
    enabled: text.trim() !== '',
  });
  return (
    <AutoComplete
      aria-label="City"
      placeholder="Search city"
      defaultValue={value}
      allowClear
      options={(data ?? []).map((city) => ({ value: city }))}
      onSearch={search}
      onSelect={(city: string) => onChange(city)}
      onClear={() => onChange(undefined)}
      style={{ width: 180 }}
    />
  );
}

/** Members by gender: a line of male and female sign-ups by month of the chosen year, and (Demographic) a pie. */
export function GenderCard({ prefix, withPie = false }: { prefix: string; withPie?: boolean }) {
  const state = useAnalyticsFilters(prefix, yearRules);
  const [city, setCity] = useUrlText(`${prefix}.city`);
  const { countryShortName } = filterPayload(state.filters);
  const call = genderCall(state.filters, city);
  const { data, isLoading, isFetching, isError, refetch } = useChartQuery(
    call.key,
    call.load,
    analyticsMessages.genderError,
  );
  const filters = (
    <AnalyticsFilterBar state={state} gender={false} top={false} label="Gender">
      {withPie && (
        <CitySearch
          key={`${countryShortName ?? 'all'}-${city ?? ''}`}
          value={city}
          onChange={setCity}
          countryShortName={countryShortName ?? null}
        />
      )}
    </AnalyticsFilterBar>
  );
  const common = {
    loading: isLoading,
    refreshing: isFetching,
    error: isError,
    onRetry: () => void refetch(),
    emptyText: data?.message ?? 'No data available',
  };
  const line = (
    <ChartCard
      {...common}
      title="Members by Gender"
      explanation="Male and female members who signed up in each month of the year."
      kind="line"
      data={data?.byMonth}
      categoryTitle="Month"
      filters={filters}
    />
  );
  return (
    <ChartPair
      main={line}
      side={
        withPie && (
          <ChartCard
            {...common}
            title="Gender Share"
            explanation="Male and female members who signed up in the year."
            kind="pie"
            data={data?.totals}
            categoryTitle="Gender"
          />
        )
      }
    />
  );
}
