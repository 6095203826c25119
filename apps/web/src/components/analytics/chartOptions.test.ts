import { afterEach, describe, expect, it } from 'vitest';
import * as echarts from 'echarts/core';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { shortBucketLabels } from './buckets';
import type { ChartData, ChartKind } from './chartData';
import { chartOption, type ChartSize } from './chartOptions';
import { textWidth } from './chartText';

echarts.use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);
// jsdom draws no canvas to measure text on: ECharts measures it as the layout estimates it (7 px a character)
echarts.setPlatformAPI({ measureText: (text = '') => ({ width: textWidth(text) }) });

interface DrawnText {
  text: string;
  x: number;
  y: number;
  anchor: string;
  rotated: boolean;
}

const drawn: echarts.ECharts[] = [];
afterEach(() => drawn.splice(0).forEach((c) => c.dispose()));

/** The chart as ECharts draws it (SVG, server-side): its texts with their anchors. */
function draw(kind: ChartKind, data: ChartData, size: ChartSize): DrawnText[] {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, ...size });
  drawn.push(chart);
  chart.setOption(chartOption(kind, data, {}, size));
  const svg = chart.renderToSVGString();
  return [...svg.matchAll(/<text([^>]*)>([^<]*)<\/text>/g)].map(([, attrs = '', text = '']) => {
    const matrix = /matrix\(([^)]*)\)/.exec(attrs)?.[1]?.split(',').map(Number);
    const translate = /translate\(([-\d.]+) ([-\d.]+)\)/.exec(attrs);
    const [x, y] = matrix ? [matrix[4]!, matrix[5]!] : [Number(translate?.[1]), Number(translate?.[2])];
    return { text, x, y, anchor: /text-anchor="(\w+)"/.exec(attrs)?.[1] ?? '', rotated: Boolean(matrix) };
  });
}

const reasons = [
  'Met someone',
  'Low matches',
  'Privacy and safety',
  'Unwanted messages',
  'Taking a break',
  'Fake profiles',
  'Technical issues',
  'Other',
];
const screens = [
  'Romeu',
  'Lucky Times',
  'Astro Comp.',
  'Match me up',
  'MBTI Comp.',
  'Celebrity Crush',
  'Chat Room',
];
const days = Array.from({ length: 30 }, (_, i) => ({ date: `2026-11-${String(i + 1).padStart(2, '0')}` }));
const halfCard: ChartSize = { width: 560, height: 320 };

describe('chart axis labels', () => {
  it('draws every reason name under a half-width bar chart, slanted so that no two touch', () => {
    const texts = draw(
      'bar',
      { categories: reasons, series: [{ name: 'Deleted accounts', values: reasons.map((_, i) => i + 1) }] },
      halfCard,
    );
    const labels = texts.filter((t) => t.rotated);
    expect(labels).toHaveLength(8);
    expect(labels.map((l) => l.text.replace(/\.\.\.$|…$/, ''))).toEqual(
      reasons.map((r) => expect.stringContaining(r.slice(0, 12)) as string),
    );
    // neighbours at 35°: their lines lie further apart than a 12 px line is high
    labels.slice(1).forEach((label, i) => {
      expect((label.x - labels[i]!.x) * Math.sin((35 * Math.PI) / 180)).toBeGreaterThan(14);
    });
  });

  it('abbreviates 30 days to "1 Nov" and thins them out so that neighbours never overlap', () => {
    const texts = draw(
      'line',
      {
        categories: days.map((d) => d.date),
        axisLabels: shortBucketLabels(days),
        series: [{ name: 'Visits', values: days.map((_, i) => i) }],
      },
      halfCard,
    );
    const labels = texts.filter((t) => t.anchor === 'middle' && !t.rotated);
    expect(labels[0]?.text).toBe('1 Nov');
    expect(labels.length).toBeGreaterThan(5);
    expect(labels.length).toBeLessThan(30);
    labels.slice(1).forEach((label, i) => {
      const prev = labels[i]!;
      expect(label.x - prev.x).toBeGreaterThan((textWidth(label.text) + textWidth(prev.text)) / 2);
    });
  });
});

describe('chart values and legends', () => {
  it('Visited Counts: seven lines with no number on any point, the legend above the plot', () => {
    const texts = draw(
      'line',
      {
        categories: days.map((d) => d.date),
        axisLabels: shortBucketLabels(days),
        series: screens.map((name, j) => ({ name, values: days.map((_, i) => i * j) })),
      },
      halfCard,
    );
    // the only numbers drawn are the y-axis ticks (right-aligned left of the plot)
    const numbers = texts.filter((t) => /^\d[\d,.]*$/.test(t.text));
    expect(numbers.every((t) => t.anchor === 'end')).toBe(true);
    const legend = texts.filter((t) => screens.includes(t.text));
    expect(legend.map((t) => t.text).sort()).toEqual([...screens].sort());
    const plotTop = Math.min(...numbers.map((t) => t.y));
    expect(Math.max(...legend.map((t) => t.y)) + 14).toBeLessThan(plotTop);
    const option = chartOption('line', { categories: ['a'], series: [{ name: 'x', values: [1] }] });
    expect(option.tooltip).toMatchObject({ trigger: 'axis' });
  });

  it('Visit Distribution in a third of the page: every screen named in full in a legend that is not paged', () => {
    const texts = draw(
      'pie',
      { categories: screens, series: [{ name: 'Visits', values: screens.map((_, i) => 900 + i) }] },
      { width: 280, height: 320 },
    );
    expect(texts.map((t) => t.text).sort()).toEqual([...screens].sort());
    expect(texts.some((t) => /\d+\/\d+/.test(t.text))).toBe(false);
    // the legend lies below the donut, inside the chart
    expect(Math.max(...texts.map((t) => t.y))).toBeLessThan(320);
    expect(Math.min(...texts.map((t) => t.y))).toBeGreaterThan(200);
  });
});
