import { describe, expect, it } from 'vitest';
import { analyticsPalette } from '@orrery/contract';
import { shortBucketLabels } from './buckets';
import type { ChartData } from './chartData';
import { chartScene, tooltipContent, type ChartSize, type SceneText } from './chartScene';
import { textWidth } from './chartText';

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
const SIN35 = Math.sin((35 * Math.PI) / 180);
const COS35 = Math.cos((35 * Math.PI) / 180);

const byReason: ChartData = {
  categories: reasons,
  series: [{ name: 'Deleted accounts', values: reasons.map((_, i) => i + 1) }],
};
const visits: ChartData = {
  categories: days.map((d) => d.date),
  axisLabels: shortBucketLabels(days),
  series: screens.map((name, j) => ({ name, values: days.map((_, i) => i * j) })),
};

/** The horizontal extent of a level label. */
const extent = (t: SceneText): [number, number] => {
  const w = textWidth(t.text);
  return t.anchor === 'middle'
    ? [t.x - w / 2, t.x + w / 2]
    : t.anchor === 'end'
      ? [t.x - w, t.x]
      : [t.x, t.x + w];
};

describe('chart axis labels', () => {
  it('draws every reason name under a half-width bar chart, slanted so that no two touch and none leaves the chart', () => {
    const scene = chartScene('bar', byReason, {}, halfCard);
    expect(scene.xLabels.map((l) => l.text)).toEqual(reasons);
    expect(scene.xLabels.every((l) => l.rotate === -35 && l.anchor === 'end')).toBe(true);
    // neighbours at 35°: their lines lie further apart than a 12 px line is high
    scene.xLabels.slice(1).forEach((label, i) => {
      expect((label.x - scene.xLabels[i]!.x) * SIN35).toBeGreaterThan(14);
    });
    // a slanted label reaches left of its tick by its length's cosine: the first stays inside the chart
    for (const label of scene.xLabels)
      expect(label.x - COS35 * textWidth(label.text)).toBeGreaterThanOrEqual(0);
    // and below the plot, inside the chart's height
    const lowest = Math.max(...scene.xLabels.map((l) => l.y + SIN35 * textWidth(l.text)));
    expect(lowest).toBeLessThanOrEqual(halfCard.height);
  });

  it('keeps short names level when each fits its slot', () => {
    const scene = chartScene(
      'bar',
      { categories: ['Male', 'Female', 'Unknown'], series: byReason.series },
      {},
      halfCard,
    );
    expect(scene.xLabels.map((l) => [l.text, l.rotate])).toEqual([
      ['Male', 0],
      ['Female', 0],
      ['Unknown', 0],
    ]);
  });

  it('abbreviates 30 days to "1 Nov" and thins them out so that neighbours never overlap', () => {
    const labels = chartScene('line', visits, {}, halfCard).xLabels;
    expect(labels[0]?.text).toBe('1 Nov');
    expect(labels.length).toBeGreaterThan(5);
    expect(labels.length).toBeLessThan(30);
    expect(labels.every((l) => l.rotate === 0)).toBe(true);
    labels.slice(1).forEach((label, i) => {
      expect(extent(label)[0]).toBeGreaterThan(extent(labels[i]!)[1]);
    });
    for (const label of labels) {
      expect(extent(label)[0]).toBeGreaterThanOrEqual(0);
      expect(extent(label)[1]).toBeLessThanOrEqual(halfCard.width);
    }
  });
});

describe('chart values and legends', () => {
  it('Visited Counts: seven lines with no number on any point, the legend above the plot', () => {
    const scene = chartScene('line', visits, {}, halfCard);
    expect(scene.marks).toHaveLength(7);
    expect(
      scene.marks.every(
        (m) => m.fill === 'none' && (analyticsPalette as readonly string[]).includes(m.stroke!),
      ),
    ).toBe(true);
    expect(new Set(scene.marks.map((m) => m.stroke)).size).toBe(7);
    // the only numbers drawn are the y-axis values, left of the plot
    expect(scene.yTicks.every((t) => t.anchor === 'end' && t.x < scene.plot!.left)).toBe(true);
    expect(scene.xLabels.some((t) => /^\d[\d,.]*$/.test(t.text))).toBe(false);
    // 30 points: no dots on them
    expect(scene.dots).toEqual([]);
    expect(scene.legend.map((l) => l.name)).toEqual(screens);
    expect(Math.max(...scene.legend.map((l) => l.y)) + 7).toBeLessThan(scene.plot!.top);
    // the legend's items do not overlap and stay inside the chart
    for (const item of scene.legend)
      expect(item.x + 19 + textWidth(item.name)).toBeLessThanOrEqual(halfCard.width);
  });

  it('hovering a day shows its full date and every line’s value there', () => {
    const scene = chartScene('line', visits, {}, halfCard);
    expect(tooltipContent('line', visits, scene, {}, new Set(), 3)).toEqual({
      title: '2026-11-04',
      rows: screens.map((name, j) => ({
        colour: scene.colours[j],
        text: `${name}: ${(3 * j).toLocaleString('en')}`,
      })),
    });
    // the bands under the days touch and span the plot
    expect(scene.bands[0]!.x0).toBe(scene.plot!.left);
    expect(scene.bands.at(-1)!.x1).toBeCloseTo(scene.plot!.right);
  });

  it('a line clicked off in the legend leaves the chart and its tooltip, and the axis fits what is left', () => {
    const all = chartScene('line', visits, {}, halfCard);
    const hidden = new Set([5, 6]);
    const scene = chartScene('line', visits, {}, halfCard, hidden);
    expect(scene.marks).toHaveLength(5);
    expect(scene.marks.map((m) => m.stroke)).not.toContain(all.colours[6]);
    expect(scene.legend[6]).toMatchObject({ name: 'Chat Room', hidden: true });
    expect(scene.legend[4]).toMatchObject({ name: 'MBTI Comp.', hidden: false });
    // the highest value was Chat Room's 29 × 6 = 174; MBTI Comp.'s 29 × 4 = 116 is left
    expect(all.yTicks.map((t) => t.text)).toEqual(['0', '50', '100', '150', '200']);
    expect(scene.yTicks.map((t) => t.text)).toEqual(['0', '20', '40', '60', '80', '100', '120']);
    // the top value's line is the top of the plot
    expect(scene.yTicks.at(-1)!.y).toBe(scene.plot!.top);
    expect(tooltipContent('line', visits, scene, {}, hidden, 1).rows.map((r) => r.text)).not.toContain(
      'Chat Room: 6',
    );
  });

  it('count axes step by whole numbers; a ratio axis reads in %', () => {
    const few = chartScene('bar', { categories: ['a', 'b'], series: [{ name: 'n', values: [1, 2] }] });
    expect(few.yTicks.map((t) => t.text)).toEqual(['0', '1', '2']);
    const ratio = chartScene(
      'bar',
      { categories: ['a', 'b'], series: [{ name: 'r', values: [0.5, 1.5] }] },
      { unit: '%' },
    );
    expect(ratio.yTicks.map((t) => t.text)).toContain('0.5%');
    expect(
      tooltipContent(
        'bar',
        { categories: ['a'], series: [{ name: 'r', values: [0.5] }] },
        ratio,
        { unit: '%' },
        new Set(),
        0,
      ).rows[0]?.text,
    ).toBe('r: 0.5%');
  });

  it('bars side by side and stacked bars: one bar per value, none wider than 40 px, stacks adding up', () => {
    const data: ChartData = {
      categories: ['Mon', 'Tue'],
      series: [
        { name: 'Male', values: [3, 1] },
        { name: 'Female', values: [2, 0] },
      ],
    };
    const side = chartScene('bar', data, {}, halfCard);
    // a zero draws no bar
    expect(side.marks).toHaveLength(3);
    const stacked = chartScene('stacked', data, {}, halfCard);
    expect(stacked.marks).toHaveLength(3);
    const rects = stacked.marks.map((m) => m.d.match(/-?[\d.]+/g)!.map(Number));
    for (const [x, y0, y1, x1] of rects) {
      expect(x1! - x!).toBeLessThanOrEqual(40);
      expect(y1).toBeLessThan(y0!);
    }
    // Monday's two parts meet: the female part starts where the male part ends
    expect(rects[2]![1]).toBeCloseTo(rects[0]![2]!);
  });

  it('Visit Distribution in a third of the page: every screen named in full in a legend that is not paged, below the donut', () => {
    const data: ChartData = {
      categories: screens,
      series: [{ name: 'Visits', values: screens.map((_, i) => 900 + i) }],
    };
    const size = { width: 280, height: 320 };
    const scene = chartScene('pie', data, {}, size);
    expect(scene.legend.map((l) => l.name)).toEqual(screens);
    expect(scene.marks).toHaveLength(7);
    expect(Math.max(...scene.legend.map((l) => l.y)) + 6).toBeLessThan(size.height);
    const outer = Math.max(
      ...scene.marks.flatMap((m) => m.d.match(/-?[\d.]+/g)!.map((n) => Math.abs(Number(n)))),
    );
    expect(Math.min(...scene.legend.map((l) => l.y)) - 6).toBeGreaterThan(scene.centre!.y + outer);
    for (const item of scene.legend)
      expect(item.x + 19 + textWidth(item.name)).toBeLessThanOrEqual(size.width);
    // hovering a slice tells its name, value and share
    const total = screens.reduce((sum, _, i) => sum + 900 + i, 0);
    expect(tooltipContent('pie', data, scene, {}, new Set(), 0).rows).toEqual([
      { colour: scene.colours[0], text: `Romeu: 900 (${Number(((900 / total) * 100).toFixed(2))}%)` },
    ]);
  });
});
