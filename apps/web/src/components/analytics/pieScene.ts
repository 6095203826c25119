import { arc, pie, type PieArcDatum } from 'd3-shape';
import { axisLabel, type ChartData } from './chartData';
import type { ChartScene, ChartSize } from './chartScene';
import { legendEntries, legendHeight } from './chartText';
import { seriesColours } from './seriesColours';

/**
 * A donut of one series: each slice in its key's colour, no labels around it to be cut off (hovering a slice
 * tells name, value and share), and a legend below that wraps onto as many lines as it needs (never paged);
 * the donut takes the room left above it. A slice clicked off in the legend leaves the donut.
 */
export function pieScene(data: ChartData, size: ChartSize, hidden: ReadonlySet<number>): ChartScene {
  const { width, height } = size;
  const values = data.series[0]?.values ?? [];
  const names = data.categories.map((c) => axisLabel(c));
  const colours = seriesColours(data.categories.map((c, i) => data.categoryKeys?.[i] ?? c));
  // laid out once from the top, then moved below the donut
  const placed = legendEntries(names, colours, hidden, width, 0);
  const legendRoom = legendHeight(placed) + 8;
  const legend = placed.map((item) => ({ ...item, y: item.y + height - legendRoom + 8 }));
  const room = Math.max(80, height - legendRoom - 8);
  const outer = Math.max(30, Math.min(width, room) / 2 - 8);
  const slice = arc<PieArcDatum<number>>()
    .innerRadius(Math.round(outer * 0.55))
    .outerRadius(Math.round(outer));
  const slices = pie<number>()
    .sort(null)
    .value((i) => (hidden.has(i) ? 0 : Math.max(0, values[i] ?? 0)))(data.categories.map((_, i) => i));
  return {
    width,
    height,
    yTicks: [],
    xLabels: [],
    marks: slices.flatMap((s) =>
      s.value > 0 ? [{ d: slice(s) ?? '', fill: colours[s.data] ?? '', category: s.data }] : [],
    ),
    dots: [],
    legend,
    bands: [],
    centre: { x: width / 2, y: room / 2 + 4 },
    colours,
    colourBy: 'category',
  };
}
