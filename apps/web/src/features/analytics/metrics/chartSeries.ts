import type { AnalyticsBucket } from '@orrery/contract';
import { shortBucketLabels } from '../../../components/analytics/buckets';
import type { ChartData } from '../../../components/analytics/chartData';
import { bucketLabel } from './api';

export interface SeriesSpec<R> {
  name: string;
  /** Its colour key (see seriesColours); its name by default. */
  key?: string;
  value: (row: R) => number;
}

/** Rows of time buckets turned into chart data: one category per bucket (abbreviated on the axis), one series per spec. */
export function bucketSeries<R extends AnalyticsBucket>(
  rows: readonly R[],
  specs: SeriesSpec<R>[],
): ChartData {
  return {
    categories: rows.map(bucketLabel),
    axisLabels: shortBucketLabels(rows),
    series: specs.map(({ name, key, value }) => ({ name, key, values: rows.map(value) })),
  };
}
