import type { ComposeOption } from 'echarts/core';
import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import { axisLabel, type ChartData, type ChartKind } from './chartData';
import { pieOption } from './pieOption';
import { legendHeight, textWidth } from './chartText';
import { seriesColours } from './seriesColours';

export type ChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | PieSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | TooltipComponentOption
>;

export interface ChartLook {
  /** '%' for ratio charts: the axis and tooltip show a percentage and need not be whole numbers. */
  unit?: '%';
}

/** The drawn size of a chart (its box in the page). */
export interface ChartSize {
  width: number;
  height: number;
}

export const DEFAULT_CHART_SIZE: ChartSize = { width: 600, height: 320 };

/** Room the y-axis labels take beside the plot (estimated). */
const Y_AXIS_ROOM = 48;
/** A rotated label's longest drawn part; longer names are cut with … (the tooltip has them in full). */
const ROTATED_LABEL_MAX = 130;
const ROTATE = 35;

export const valueText = (unit: string) => (value: unknown) =>
  typeof value === 'number' ? `${value.toLocaleString('en')}${unit}` : `${String(value ?? '')}${unit}`;

/**
 * How the x-axis labels fit without overlapping: level when the longest fits its slot; dates thinned out
 * (every other one, every third…) when they don't; names rotated and cut (all kept while a rotated line has
 * room, thinned when not). Any label that would still touch another is hidden (`hideOverlap`).
 */
export function xAxisLabelLayout(labels: readonly string[], plotWidth: number, dates: boolean) {
  const slot = plotWidth / Math.max(1, labels.length);
  const longest = Math.max(0, ...labels.map(textWidth));
  if (longest + 8 <= slot) return { rotate: 0, interval: 0 as const, hideOverlap: true };
  if (dates) return { rotate: 0, interval: 'auto' as const, hideOverlap: true };
  return {
    rotate: ROTATE,
    interval: slot >= 18 ? (0 as const) : ('auto' as const),
    hideOverlap: true,
    width: ROTATED_LABEL_MAX,
    overflow: 'truncate' as const,
  };
}

/** The colours of a chart's series (by key), or of its bars when a single series has category keys. */
function colourBars(data: ChartData) {
  const single = data.series.length === 1 && data.categoryKeys !== undefined;
  return single ? seriesColours(data.categoryKeys ?? []) : undefined;
}

/**
 * The ECharts option of a bar, stacked bar, line or pie chart in the console's one theme: colours by series
 * key, values on hover (no number on every point), x-axis labels that never overlap, a legend that fits.
 */
export function chartOption(
  kind: ChartKind,
  data: ChartData,
  look: ChartLook = {},
  size: ChartSize = DEFAULT_CHART_SIZE,
): ChartOption {
  const unit = look.unit ?? '';
  if (kind === 'pie') return pieOption(data, unit, size);
  const width = size.width > 0 ? size.width : DEFAULT_CHART_SIZE.width;
  const multi = data.series.length > 1;
  const names = data.series.map((s) => s.name);
  const legendRoom = multi ? legendHeight(names, width - 16) + 8 : 0;
  const labels = data.axisLabels ?? data.categories.map((c) => axisLabel(c));
  const layout = xAxisLabelLayout(labels, width - Y_AXIS_ROOM - 24, data.axisLabels !== undefined);
  const colours = seriesColours(data.series.map((s) => s.key ?? s.name));
  const barColours = colourBars(data);
  return {
    color: colours,
    tooltip: { trigger: 'axis', confine: true, valueFormatter: valueText(unit) },
    legend: { show: multi, type: 'plain', top: 0, left: 'center', itemGap: 12, itemWidth: 14 },
    grid: {
      left: 8,
      right: 16,
      top: legendRoom + 16,
      bottom: 8,
      outerBoundsMode: 'same',
      outerBoundsContain: 'axisLabel',
    },
    xAxis: {
      type: 'category',
      data: data.categories,
      axisTick: { alignWithLabel: true },
      // 12 px below the axis: the first label stays clear of the y-axis' 0 beside it
      axisLabel: { ...layout, margin: 12, formatter: (_: string, index: number) => labels[index] ?? '' },
    },
    // whole-number ticks on count charts
    yAxis: { type: 'value', minInterval: unit ? undefined : 1, axisLabel: { formatter: `{value}${unit}` } },
    series: data.series.map((s) =>
      kind === 'line'
        ? {
            type: 'line' as const,
            name: s.name,
            data: s.values,
            showSymbol: data.categories.length <= 12,
            emphasis: { focus: 'series' as const },
          }
        : {
            type: 'bar' as const,
            name: s.name,
            stack: kind === 'stacked' ? 'total' : undefined,
            barMaxWidth: 40,
            emphasis: { focus: 'series' as const },
            data: barColours
              ? s.values.map((value, i) => ({ value, itemStyle: { color: barColours[i] } }))
              : s.values,
          },
    ),
  };
}
