import { useCallback, useEffect, useMemo, useRef } from 'react';
import * as echarts from 'echarts/core';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { useElementWidth } from '../../lib/useElementWidth';
import type { ChartOption, ChartSize } from './chartOptions';

// only what the analytics charts draw: the rest of ECharts stays out of the bundle
echarts.use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

interface EChartProps {
  /** The option for the chart's drawn size (labels and legend are laid out for its width). */
  option: (size: ChartSize) => ChartOption;
  height?: number;
  label: string;
}

/** Widths are taken in steps of 40 px: a small resize redraws at the same layout. */
const widthStep = (width: number) => Math.round(width / 40) * 40;

/** One ECharts instance drawn as SVG, laid out again for its width and redrawn when the option changes. */
export function EChart({ option, height = 320, label }: EChartProps) {
  const box = useRef<HTMLDivElement | null>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const [measure, boxWidth] = useElementWidth<HTMLDivElement>();
  const setBox = useCallback(
    (element: HTMLDivElement | null) => {
      box.current = element;
      measure(element);
    },
    [measure],
  );

  useEffect(() => {
    if (!box.current) return undefined;
    chart.current = echarts.init(box.current, undefined, { renderer: 'svg' });
    return () => {
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);
  useEffect(() => chart.current?.resize(), [boxWidth]);

  const width = widthStep(boxWidth);
  const built = useMemo(() => option({ width, height }), [option, width, height]);
  useEffect(() => {
    chart.current?.setOption(built, { notMerge: true });
  }, [built]);

  return <div ref={setBox} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
