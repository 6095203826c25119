import { scaleBand, scaleLinear } from 'd3-scale';
import { line, stack, stackOffsetDiverging } from 'd3-shape';
import { axisLabel, type ChartData, type ChartKind } from './chartData';
import { legendEntries, legendHeight, textWidth, type LegendEntry } from './chartText';
import { pieScene } from './pieScene';
import { seriesColours } from './seriesColours';

export interface ChartLook {
  /** '%' for ratio charts: the axis and tooltip show a percentage and need not be whole numbers. */
  unit?: '%';
}

/** The drawn size of a chart (its box in the page). */
export interface ChartSize {
  width: number;
  height: number;
}

const DEFAULT_CHART_SIZE: ChartSize = { width: 600, height: 320 };

/** A text the chart draws: anchored at (x, y), its baseline in the middle, turned by `rotate` degrees about it. */
export interface SceneText {
  text: string;
  x: number;
  y: number;
  anchor: 'start' | 'middle' | 'end';
  rotate: number;
}

/** A bar, line or slice: its SVG path, in its series' (or category's) colour. */
export interface Mark {
  d: string;
  fill: string;
  stroke?: string;
  /** A pie's slice: the category it shows (hovering it tells its share). */
  category?: number;
  /** A bar's or line's series (hovering its legend item dims the other series). */
  series?: number;
}

/** Everything a chart draws, in pixels of its box: the component only turns it into SVG. */
export interface ChartScene {
  width: number;
  height: number;
  /** The plot area of a bar or line chart. */
  plot?: { left: number; top: number; right: number; bottom: number };
  /** The y-axis values, right-aligned left of the plot, each with its grid line at `y`. */
  yTicks: SceneText[];
  xLabels: SceneText[];
  marks: Mark[];
  /** A line's points, drawn as small circles when there are few of them. */
  dots: { cx: number; cy: number; colour: string; series: number }[];
  legend: LegendEntry[];
  /** Where each category lies across the plot (hovering it shows its values); empty for a pie. */
  bands: { x0: number; x1: number }[];
  /** A pie's centre: its slices' paths are drawn about it. */
  centre?: { x: number; y: number };
  /** The colour of each series, or of each category where `colourBy` says so (a pie, or a one-series bar). */
  colours: string[];
  colourBy: 'series' | 'category';
}

const RIGHT = 16;
const LEFT = 8;
/** Room above the plot for the top value's label. */
const TOP = 16;
/** Below the axis: the first label stays clear of the y-axis' 0 beside it. */
const X_LABEL_MARGIN = 12;
const LABEL_HEIGHT = 12;
const ROTATE = 35;
const SIN = Math.sin((ROTATE * Math.PI) / 180);
const COS = Math.cos((ROTATE * Math.PI) / 180);
/** Slanted labels closer than this would touch: every other one (or fewer) is shown below it. */
const SLANTED_SLOT = 18;
const BAR_MAX_WIDTH = 40;

const valueText =
  (unit: string) =>
  (value: number): string =>
    `${value.toLocaleString('en')}${unit}`;

const visibleSeries = (data: ChartData, hidden: ReadonlySet<number>) =>
  data.series.map((_, i) => i).filter((i) => !hidden.has(i));

/** The value axis: its domain made round, and its ticks (whole numbers on count charts). */
function valueAxis(kind: ChartKind, data: ChartData, shown: number[], unit: string) {
  const values = data.categories.flatMap((_, i) => {
    const at = shown.map((s) => data.series[s]?.values[i] ?? 0);
    if (kind !== 'stacked') return at;
    return [
      at.filter((v) => v > 0).reduce((a, b) => a + b, 0),
      at.filter((v) => v < 0).reduce((a, b) => a + b, 0),
    ];
  });
  const lo = Math.min(0, ...values);
  let hi = Math.max(0, ...values);
  if (hi === lo) hi = lo + 1;
  const scale = scaleLinear().domain([lo, hi]).nice(5);
  const ticks = scale.ticks(5).filter((t) => unit !== '' || Number.isInteger(t));
  // the top and bottom of the axis are values on it (a round domain can end between two ticks)
  const step = ticks.length > 1 ? ticks[1]! - ticks[0]! : 1;
  const round = (value: number) => Number(value.toPrecision(12));
  const [from = lo, to = hi] = scale.domain();
  if (ticks.length === 0 || ticks.at(-1)! < to) ticks.push(round((ticks.at(-1) ?? from) + step));
  if (ticks[0]! > from) ticks.unshift(round(ticks[0]! - step));
  scale.domain([ticks[0]!, ticks.at(-1)!]);
  return { scale, ticks, texts: ticks.map(valueText(unit)) };
}

/**
 * How the x-axis labels fit without overlapping: level when the longest fits its slot; dates thinned out
 * (every other one, every third…) when they don't; names slanted (all kept while a slanted line has room,
 * thinned when not), the plot moved right until the first slanted names stay inside the chart.
 */
function xAxisLayout(labels: readonly string[], left: number, right: number, dates: boolean) {
  const n = Math.max(1, labels.length);
  const longest = Math.max(0, ...labels.map(textWidth));
  let plotLeft = left;
  for (let pass = 0; ; pass += 1) {
    const slot = (right - plotLeft) / n;
    if (longest + 8 <= slot) return { left: plotLeft, every: 1, rotate: 0 };
    if (dates) return { left: plotLeft, every: Math.ceil((longest + 8) / slot), rotate: 0 };
    const every = slot >= SLANTED_SLOT ? 1 : Math.ceil(SLANTED_SLOT / slot);
    const reach = Math.max(
      0,
      ...labels.map((label, i) =>
        i % every === 0 ? COS * textWidth(label) + (SIN * LABEL_HEIGHT) / 2 + 4 - (i + 0.5) * slot : 0,
      ),
    );
    if (reach <= plotLeft || pass === 3) return { left: Math.max(plotLeft, reach), every, rotate: ROTATE };
    plotLeft = reach;
  }
}

/** The rect of a bar as a path (the browser tests and the bench look for a chart's paths). */
const barPath = (x: number, width: number, y0: number, y1: number) => `M${x},${y0}V${y1}H${x + width}V${y0}Z`;

/**
 * The scene of a bar, stacked bar, line or pie chart in the console's one theme: colours by series key,
 * values on hover (no number on any point), x-axis labels that never overlap, a legend that wraps.
 */
export function chartScene(
  kind: ChartKind,
  data: ChartData,
  look: ChartLook = {},
  size: ChartSize = DEFAULT_CHART_SIZE,
  hidden: ReadonlySet<number> = new Set(),
): ChartScene {
  const width = size.width > 0 ? size.width : DEFAULT_CHART_SIZE.width;
  const height = size.height > 0 ? size.height : DEFAULT_CHART_SIZE.height;
  if (kind === 'pie') return pieScene(data, { width, height }, hidden);
  const unit = look.unit ?? '';
  const n = data.categories.length;
  // one series with category keys paints each bar in its category's colour
  const byCategory = kind !== 'line' && data.series.length === 1 && data.categoryKeys !== undefined;
  const colours = byCategory
    ? seriesColours(data.categoryKeys ?? [])
    : seriesColours(data.series.map((s) => s.key ?? s.name));
  const legend =
    data.series.length > 1
      ? legendEntries(
          data.series.map((s) => s.name),
          colours,
          hidden,
          width,
          0,
        )
      : [];
  const shown = visibleSeries(data, hidden);
  const axis = valueAxis(kind, data, shown, unit);
  const yRoom = Math.max(...axis.texts.map(textWidth)) + 8;
  const labels = data.axisLabels ?? data.categories.map((c) => axisLabel(c));
  const right = width - RIGHT;
  const x = xAxisLayout(labels, LEFT + yRoom, right, data.axisLabels !== undefined);
  const shownLabels = labels.filter((_, i) => i % x.every === 0);
  const labelRoom = x.rotate
    ? SIN * Math.max(0, ...shownLabels.map(textWidth)) + COS * LABEL_HEIGHT
    : LABEL_HEIGHT;
  const plot = {
    left: x.left,
    top: (legend.length > 0 ? legendHeight(legend) + 8 : 0) + TOP,
    right,
    bottom: height - X_LABEL_MARGIN - labelRoom - 4,
  };
  const y = axis.scale.range([plot.bottom, plot.top]);
  const band = scaleBand<number>()
    .domain(data.categories.map((_, i) => i))
    .range([plot.left, plot.right])
    .paddingInner(0.2)
    .paddingOuter(0.1);
  const centre = (i: number) => (band(i) ?? 0) + band.bandwidth() / 2;
  const step = band.step();

  const xLabels = labels.flatMap((text, i): SceneText[] => {
    if (i % x.every !== 0) return [];
    const at = { text, x: centre(i), y: plot.bottom + X_LABEL_MARGIN + LABEL_HEIGHT / 2 };
    if (x.rotate) return [{ ...at, anchor: 'end', rotate: -x.rotate }];
    // a level label that would reach out of the chart is left out (its neighbours name the axis)
    const half = textWidth(text) / 2;
    return at.x - half < 0 || at.x + half > width ? [] : [{ ...at, anchor: 'middle', rotate: 0 }];
  });
  const yTicks: SceneText[] = axis.ticks.map((tick, i) => ({
    text: axis.texts[i] ?? '',
    x: plot.left - 8,
    y: y(tick),
    anchor: 'end',
    rotate: 0,
  }));

  const marks: Mark[] = [];
  const dots: ChartScene['dots'] = [];
  const zero = y(0);
  if (kind === 'line') {
    for (const s of shown) {
      const values = data.series[s]?.values ?? [];
      const colour = colours[s] ?? '';
      const indices = data.categories.map((_, i) => i);
      const d = line<number>()
        .x(centre)
        .y((i) => y(values[i] ?? 0))(indices);
      if (d) marks.push({ d, fill: 'none', stroke: colour, series: s });
      if (n <= 12)
        indices.forEach((i) => dots.push({ cx: centre(i), cy: y(values[i] ?? 0), colour, series: s }));
    }
  } else if (kind === 'stacked') {
    const barWidth = Math.min(band.bandwidth(), BAR_MAX_WIDTH);
    const layers = stack<number, number>()
      .keys(shown)
      .value((i, s) => data.series[s]?.values[i] ?? 0)
      .offset(stackOffsetDiverging)(data.categories.map((_, i) => i));
    for (const layer of layers)
      layer.forEach(([y0, y1], i) => {
        if (y0 === y1) return;
        const left = centre(i) - barWidth / 2;
        marks.push({
          d: barPath(left, barWidth, y(y0), y(y1)),
          fill: colours[byCategory ? i : layer.key] ?? '',
          series: layer.key,
        });
      });
  } else {
    const group = scaleBand<number>()
      .domain(shown)
      .range([0, band.bandwidth()])
      .padding(shown.length > 1 ? 0.1 : 0);
    const barWidth = Math.min(group.bandwidth(), BAR_MAX_WIDTH);
    for (const s of shown)
      (data.series[s]?.values ?? []).forEach((value, i) => {
        if (value === 0 || i >= n) return;
        const left = (band(i) ?? 0) + (group(s) ?? 0) + (group.bandwidth() - barWidth) / 2;
        marks.push({
          d: barPath(left, barWidth, zero, y(value)),
          fill: colours[byCategory ? i : s] ?? '',
          series: s,
        });
      });
  }

  return {
    width,
    height,
    plot,
    yTicks,
    xLabels,
    marks,
    dots,
    legend,
    bands: data.categories.map((_, i) => ({ x0: plot.left + i * step, x1: plot.left + (i + 1) * step })),
    colours,
    colourBy: byCategory ? 'category' : 'series',
  };
}

/** What hovering a category (or a slice) shows: its full name and each shown series' value in its colour. */
export interface TooltipContent {
  title?: string;
  rows: { colour: string; text: string }[];
}

export function tooltipContent(
  kind: ChartKind,
  data: ChartData,
  scene: ChartScene,
  look: ChartLook,
  hidden: ReadonlySet<number>,
  index: number,
): TooltipContent {
  const text = valueText(look.unit ?? '');
  if (kind === 'pie') {
    const values = data.series[0]?.values ?? [];
    const total = values.reduce((sum, v, i) => (hidden.has(i) ? sum : sum + v), 0);
    const value = values[index] ?? 0;
    const percent = total > 0 ? Number(((value / total) * 100).toFixed(2)) : 0;
    return {
      rows: [
        {
          colour: scene.colours[index] ?? '',
          text: `${data.categories[index] ?? ''}: ${text(value)} (${percent}%)`,
        },
      ],
    };
  }
  return {
    title: data.categories[index],
    rows: visibleSeries(data, hidden).map((s) => ({
      colour: scene.colours[scene.colourBy === 'category' ? index : s] ?? '',
      text: `${data.series[s]?.name ?? ''}: ${text(data.series[s]?.values[index] ?? 0)}`,
    })),
  };
}
