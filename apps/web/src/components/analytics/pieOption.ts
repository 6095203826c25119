import type { PieSeriesOption } from 'echarts/charts';
import type { LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { axisLabel, type ChartData } from './chartData';
import { legendHeight } from './chartText';
import { seriesColours } from './seriesColours';

type PieOption = ComposeOption<PieSeriesOption | LegendComponentOption | TooltipComponentOption>;

/**
 * A donut of one series: each slice in its key's colour, no labels around it to be cut off (the tooltip tells
 * name, value and share), and a legend below that wraps onto as many lines as it needs (never paged); the
 * donut takes the room left above it.
 */
export function pieOption(data: ChartData, unit: string, size: { width: number; height: number }): PieOption {
  const width = size.width > 0 ? size.width : 600;
  const height = size.height > 0 ? size.height : 320;
  const values = data.series[0]?.values ?? [];
  const names = data.categories.map((c) => axisLabel(c));
  const colours = seriesColours(data.categories.map((c, i) => data.categoryKeys?.[i] ?? c));
  const legendRoom = legendHeight(names, width - 16) + 8;
  const room = Math.max(80, height - legendRoom - 8);
  const outer = Math.max(30, Math.min(width, room) / 2 - 8);
  return {
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (p) => {
        const { name, value, percent } = p as { name: string; value: number; percent: number };
        return `${name}: ${value.toLocaleString('en')}${unit} (${percent}%)`;
      },
    },
    legend: {
      type: 'plain',
      bottom: 0,
      left: 'center',
      itemGap: 12,
      itemWidth: 14,
      formatter: (name: string) => axisLabel(name),
    },
    series: [
      {
        type: 'pie',
        center: ['50%', room / 2 + 4],
        radius: [Math.round(outer * 0.55), Math.round(outer)],
        label: { show: false },
        labelLine: { show: false },
        data: data.categories.map((name, i) => ({
          name,
          value: values[i] ?? 0,
          itemStyle: { color: colours[i] },
        })),
      },
    ],
  };
}
