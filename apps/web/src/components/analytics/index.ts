export { AnalyticsFilterBar, type AnalyticsFilterBarProps } from './AnalyticsFilterBar';
export { ChartCard, type ChartCardProps } from './ChartCard';
export {
  axisLabel,
  csvRows,
  emptyChart,
  fromRows,
  hasData,
  labelOf,
  type ChartData,
  type ChartKind,
} from './chartData';
export { brandColours, chartPalette } from './chartTheme';
export { seriesColour, seriesColours, seriesKey } from './seriesColours';
export { shortBucketLabels } from './buckets';
export { saveCsv } from './saveCsv';
export * from './filterRules';
export { useAnalyticsFilters, type AnalyticsFilterState } from './useAnalyticsFilters';
export { useChartQuery } from './useChartQuery';
