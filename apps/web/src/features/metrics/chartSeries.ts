import type { AnalyticsBucket } from '@orrery/contract';
import type { ChartData } from '../../components/analytics';
import { bucketLabel } from './api';

export interface SeriesSpec<R> {
  name: string;
  value: (row: R) => number;
}

/** Rows of time buckets turned into chart data: one category per bucket, one series per spec. */
export function bucketSeries<R extends AnalyticsBucket>(
  rows: readonly R[],
  specs: SeriesSpec<R>[],
): ChartData {
  return {
    categories: rows.map(bucketLabel),
    series: specs.map(({ name, value }) => ({ name, values: rows.map(value) })),
  };
}
