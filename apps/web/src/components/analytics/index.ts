export { AnalyticsFilterBar, type AnalyticsFilterBarProps } from './AnalyticsFilterBar';
export { ChartCard, type ChartCardProps } from './ChartCard';
export { DrawerTable, type DrawerTableProps } from './DrawerTable';
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
export { saveCsv, toCsv } from './csv';
export * from './filterRules';
export { useAnalyticsFilters, type AnalyticsFilterState } from './useAnalyticsFilters';
export { useChartQuery } from './useChartQuery';
