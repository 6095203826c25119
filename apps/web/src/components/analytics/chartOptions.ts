import type { ComposeOption } from 'echarts/core';
import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import { axisLabel, type ChartData, type ChartKind } from './chartData';
import { brandColours, piePalette, seriesPalette } from './chartTheme';

export type ChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | PieSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | TooltipComponentOption
>;

export interface ChartLook {
  /** '%' for ratio charts: the axis and labels show a percentage and need not be whole numbers. */
  unit?: '%';
}

/** Zero data labels are hidden. */
const valueLabel = (unit: string) => ({
  show: true,
  formatter: ({ value }: { value: unknown }) => (Number(value) === 0 ? '' : `${String(value)}${unit}`),
});

/** An ECharts option for a bar, stacked bar, line or pie chart of `data` in the brand's colours. */
export function chartOption(kind: ChartKind, data: ChartData, look: ChartLook = {}): ChartOption {
  const unit = look.unit ?? '';
  if (kind === 'pie') {
    const values = data.series[0]?.values ?? [];
    return {
      color: [...piePalette],
      tooltip: { trigger: 'item' },
      legend: { type: 'scroll', bottom: 0, formatter: (name: string) => axisLabel(name) },
      series: [
        {
          type: 'pie',
          radius: ['35%', '65%'],
          data: data.categories.map((name, i) => ({ name, value: values[i] ?? 0 })),
          label: {
            formatter: ({ name, value }: { name: string; value: unknown }) =>
              Number(value) === 0 ? '' : `${axisLabel(name)}: ${String(value)}${unit}`,
          },
        },
      ],
    };
  }
  return {
    color: [...seriesPalette],
    tooltip: { trigger: 'axis' },
    legend: { show: data.series.length > 1, bottom: 0 },
    grid: { left: 48, right: 16, top: 24, bottom: data.series.length > 1 ? 64 : 40, containLabel: true },
    xAxis: {
      type: 'category',
      data: data.categories,
      axisLabel: {
        formatter: (value: string) => axisLabel(value),
        interval: 0,
        rotate: data.categories.length > 8 ? 30 : 0,
      },
    },
    // whole-number ticks on count charts
    yAxis: { type: 'value', minInterval: unit ? undefined : 1, axisLabel: { formatter: `{value}${unit}` } },
    series: data.series.map((s) =>
      kind === 'line'
        ? { type: 'line' as const, name: s.name, data: s.values, smooth: true, label: valueLabel(unit) }
        : {
            type: 'bar' as const,
            name: s.name,
            data: s.values,
            stack: kind === 'stacked' ? 'total' : undefined,
            barMaxWidth: 40,
            label: { ...valueLabel(unit), position: kind === 'stacked' ? 'inside' : 'top' },
            itemStyle: data.series.length === 1 ? { color: brandColours.primary } : undefined,
          },
    ),
  };
}
