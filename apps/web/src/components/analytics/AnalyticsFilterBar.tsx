import type { ReactNode } from 'react';
import { App, Button, Flex, Select } from 'antd';
import { ClearOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { CountrySelect } from '../CountrySelect';
import { LazyDatePicker } from '../LazyDatePicker';
import { DATE_FORMAT } from '../../lib/format';
import { fromDateParam, toDateParam } from '../../lib/dates';
import {
  analyticsTopPicks,
  endForStart,
  genderOptions,
  isEndDisabled,
  isFuture,
  timeRangeLabels,
  yearChoices,
  type GenderFilter,
  type TimeRange,
  type TopLimit,
} from './filterRules';
import type { AnalyticsFilterState } from './useAnalyticsFilters';

export interface AnalyticsFilterBarProps {
  state: AnalyticsFilterState;
  /** Which controls show besides the time range (all by default). */
  country?: boolean;
  gender?: boolean;
  top?: boolean;
  timeRange?: boolean;
  /** Controls of the chart's own (a country/city switch, an activity type). */
  children?: ReactNode;
  /** Names the controls for screen readers and tests when a page has several charts. */
  label?: string;
}

/** The day and month fields' widths (antd's picker sizes itself to its text; its stand-in must match). */
const DAY_WIDTH = 150;
const MONTH_WIDTH = 130;

/**
 * The shared filter bar of the analytics charts: Days (a start and an end day, at most the chart's span, no
 * future day), Weeks (a month), Months (a year 2022..now, newest first), country, gender, Top 10/30 and
 * Clear filters.
 */
export function AnalyticsFilterBar({
  state,
  country = true,
  gender = true,
  top = true,
  timeRange = true,
  children,
  label = '',
}: AnalyticsFilterBarProps) {
  const { message } = App.useApp();
  const { filters, rules, update, setTimeRange, clear } = state;
  const start = fromDateParam(filters.from) ?? dayjs();
  const named = (text: string) => (label ? `${label} ${text}` : text);

  return (
    <Flex gap={8} wrap align="center" role="search" aria-label={named('filters')}>
      {timeRange && rules.ranges.length > 1 && (
        <Select<TimeRange>
          aria-label={named('Time range')}
          value={filters.forTime}
          onChange={setTimeRange}
          options={rules.ranges.map((value) => ({ value, label: timeRangeLabels[value] }))}
          style={{ width: 110 }}
        />
      )}
      {timeRange && filters.forTime === 'custom' && (
        <>
          <LazyDatePicker
            aria-label={named('Start date')}
            format={DATE_FORMAT}
            style={{ width: DAY_WIDTH }}
            allowClear={false}
            value={start}
            disabledDate={(d) => isFuture(d)}
            onChange={(d) => {
              if (d) update({ from: toDateParam(d), to: toDateParam(endForStart(d, rules)) });
            }}
          />
          <LazyDatePicker
            aria-label={named('End date')}
            format={DATE_FORMAT}
            style={{ width: DAY_WIDTH }}
            allowClear={false}
            value={fromDateParam(filters.to)}
            disabled={rules.fixedDays !== undefined}
            disabledDate={(d) => isEndDisabled(d, start, rules)}
            onChange={(d) => {
              if (d) update({ to: toDateParam(d) });
            }}
          />
        </>
      )}
      {timeRange && filters.forTime === 'week' && (
        <LazyDatePicker
          picker="month"
          aria-label={named('Month')}
          format="MMM YYYY"
          style={{ width: MONTH_WIDTH }}
          value={filters.month ? dayjs(`${filters.month}-01`) : null}
          disabledDate={(d) => d.isAfter(dayjs(), 'month')}
          onChange={(d) => update({ month: d ? d.format('YYYY-MM') : undefined })}
        />
      )}
      {timeRange && (filters.forTime === 'month' || filters.forTime === 'year') && (
        <Select<string>
          aria-label={named('Year')}
          placeholder="Select year"
          value={filters.year}
          allowClear
          onChange={(year) => update({ year })}
          options={yearChoices().map((y) => ({ value: y, label: y }))}
          style={{ width: 110 }}
        />
      )}
      {country && (
        <CountrySelect
          value={filters.country}
          onChange={(next) => update({ country: next })}
          topPicks={analyticsTopPicks}
          style={{ width: 180 }}
        />
      )}
      {gender && (
        <Select<GenderFilter>
          aria-label={named('Gender')}
          value={filters.gender}
          onChange={(next) => update({ gender: next })}
          options={genderOptions.map(({ value, label: text }) => ({ value, label: text }))}
          style={{ width: 140 }}
        />
      )}
      {top && (
        <Select<TopLimit>
          aria-label={named('Top')}
          value={filters.limit}
          onChange={(limit) => update({ limit })}
          options={[
            { value: 10, label: 'Top 10' },
            { value: 30, label: 'Top 30' },
          ]}
          style={{ width: 100 }}
        />
      )}
      {children}
      <Button
        icon={<ClearOutlined />}
        onClick={() => {
          clear();
          void message.success('Filters cleared successfully');
        }}
      >
        Clear filters
      </Button>
    </Flex>
  );
}
