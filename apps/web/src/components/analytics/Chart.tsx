import { useCallback, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useElementWidth } from '../../lib/useElementWidth';
import type { ChartData, ChartKind } from './chartData';
import { chartScene, tooltipContent, type ChartLook, type ChartScene } from './chartScene';
import { itemWidth, LABEL_FONT_SIZE, LEGEND_MARK, legendTextX, measureTextIn } from './chartText';
import { ChartTooltip } from './ChartTooltip';

interface ChartProps {
  kind: ChartKind;
  data: ChartData;
  look?: ChartLook;
  height?: number;
  label: string;
}

const AXIS = '#6E7079';
const GRID = '#E0E6F1';
const NO_LOOK: ChartLook = {};
const NONE: ReadonlySet<number> = new Set();
/** How faint the other series are while one legend item is hovered or focused. */
const DIMMED = 0.2;

/** The hovered (or, from the keyboard, chosen) category or slice, and where its tooltip points. */
interface Hover {
  index: number;
  x: number;
  y: number;
}

/** The category under a point of the plot, if any. */
const bandAt = (scene: ChartScene, x: number) => scene.bands.findIndex((b) => x >= b.x0 && x < b.x1);

/** Where the keyboard's tooltip points: the middle of the category's band, or the pie's centre. */
function keyboardHover(scene: ChartScene, index: number): Hover {
  const band = scene.bands[index];
  if (band && scene.plot) return { index, x: (band.x0 + band.x1) / 2, y: scene.plot.top };
  return { index, x: scene.centre?.x ?? 0, y: scene.centre?.y ?? 0 };
}

/**
 * A bar, stacked bar, line or pie chart drawn as SVG for its box's width (laid out again as it resizes).
 * Hovering a category (or a slice) shows its values; with the chart focused, the arrow keys step through
 * them. Each legend item is a toggle button laid over the drawn legend: clicking it (or Enter or Space)
 * hides its series and again brings it back; while it is hovered or focused, the other series are dimmed.
 */
export function Chart({ kind, data, look = NO_LOOK, height = 320, label }: ChartProps) {
  const [measure, width] = useElementWidth<HTMLDivElement>();
  const box = useRef<HTMLDivElement | null>(null);
  // one callback for the chart's life: React calls a new one at every drawing (every hover), which would
  // read the box's font and watch its width anew each time
  const boxRef = useCallback(
    (element: HTMLDivElement | null) => {
      box.current = element;
      if (element) measureTextIn(element);
      measure(element);
    },
    [measure],
  );
  // the series clicked off in the legend, for this data (new data shows every series again)
  const [legendOff, setLegendOff] = useState<{ data: ChartData; hidden: ReadonlySet<number> }>({
    data,
    hidden: NONE,
  });
  const hidden = legendOff.data === data ? legendOff.hidden : NONE;
  const [hover, setHover] = useState<Hover | null>(null);
  // the legend item hovered or focused: its series (or slice) stands out
  const [emphasis, setEmphasis] = useState<number | null>(null);
  const scene = useMemo(
    () => (width > 0 ? chartScene(kind, data, look, { width, height }, hidden) : undefined),
    [kind, data, look, width, height, hidden],
  );
  const count = kind === 'pie' ? data.categories.length : (scene?.bands.length ?? 0);
  const shown = hover && hover.index < count ? hover : null;
  // the hovered category's band, shaded behind the bars
  const band = shown ? scene?.bands[shown.index] : undefined;
  const dimmed = (series: number | undefined) =>
    emphasis !== null && !hidden.has(emphasis) && series !== emphasis;

  const toggle = (index: number) => {
    const next = new Set(hidden);
    if (!next.delete(index)) next.add(index);
    setLegendOff({ data, hidden: next });
  };
  const pointAt = (event: PointerEvent, index: number) => {
    const rect = box.current?.getBoundingClientRect();
    if (!rect) return;
    setHover({ index, x: event.clientX - rect.left, y: event.clientY - rect.top });
  };
  const onPlot = (event: PointerEvent) => {
    const rect = box.current?.getBoundingClientRect();
    if (!scene || !rect) return;
    const index = bandAt(scene, event.clientX - rect.left);
    if (index >= 0) pointAt(event, index);
    else setHover(null);
  };
  const onKey = (event: KeyboardEvent) => {
    if (!scene || count === 0) return;
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (step === undefined) {
      if (event.key === 'Escape') setHover(null);
      return;
    }
    event.preventDefault();
    const from = shown ? shown.index : step > 0 ? -1 : count;
    setHover(keyboardHover(scene, (from + step + count) % count));
  };

  return (
    <div
      ref={boxRef}
      onPointerLeave={() => setHover(null)}
      style={{ position: 'relative', width: '100%', height }}
    >
      <div
        role="img"
        aria-label={label}
        tabIndex={0}
        onKeyDown={onKey}
        onBlur={() => setHover(null)}
        style={{ height: '100%' }}
      >
        {scene && (
          <svg
            width={scene.width}
            height={scene.height}
            style={{ display: 'block', fontSize: LABEL_FONT_SIZE }}
            aria-hidden
          >
            {scene.plot && (
              <g>
                {scene.yTicks.map((t) => (
                  <line
                    key={t.text}
                    x1={scene.plot!.left}
                    x2={scene.plot!.right}
                    y1={t.y}
                    y2={t.y}
                    stroke={GRID}
                  />
                ))}
                {band && (
                  <rect
                    x={band.x0}
                    width={band.x1 - band.x0}
                    y={scene.plot.top}
                    height={scene.plot.bottom - scene.plot.top}
                    fill="rgba(150, 150, 150, 0.12)"
                  />
                )}
                <line
                  x1={scene.plot.left}
                  x2={scene.plot.right}
                  y1={scene.plot.bottom}
                  y2={scene.plot.bottom}
                  stroke={AXIS}
                />
              </g>
            )}
            {[...scene.yTicks, ...scene.xLabels].map((t, i) => (
              <text
                key={`${i}-${t.text}`}
                x={t.x}
                y={t.y}
                textAnchor={t.anchor}
                dominantBaseline="central"
                fill={AXIS}
                transform={t.rotate ? `rotate(${t.rotate} ${t.x} ${t.y})` : undefined}
              >
                {t.text}
              </text>
            ))}
            <g transform={scene.centre ? `translate(${scene.centre.x} ${scene.centre.y})` : undefined}>
              {scene.marks.map((m, i) => (
                <path
                  key={i}
                  d={m.d}
                  fill={m.fill}
                  stroke={m.stroke ?? (scene.centre ? '#fff' : undefined)}
                  strokeWidth={m.stroke ? 2 : 1}
                  opacity={
                    dimmed(scene.centre ? m.category : m.series)
                      ? DIMMED
                      : shown && m.category !== undefined && m.category !== shown.index
                        ? 0.55
                        : 1
                  }
                  onPointerMove={m.category === undefined ? undefined : (e) => pointAt(e, m.category!)}
                />
              ))}
            </g>
            {scene.dots.map((d, i) => (
              <circle
                key={i}
                cx={d.cx}
                cy={d.cy}
                r={3}
                fill="#fff"
                stroke={d.colour}
                strokeWidth={1.5}
                opacity={dimmed(d.series) ? DIMMED : 1}
              />
            ))}
            {scene.plot && (
              <rect
                x={scene.plot.left}
                y={scene.plot.top}
                width={scene.plot.right - scene.plot.left}
                height={scene.plot.bottom - scene.plot.top}
                fill="transparent"
                onPointerMove={onPlot}
              />
            )}
            {scene.legend.map((item) => (
              <g key={item.index}>
                <rect
                  x={item.x}
                  y={item.y - 6}
                  width={LEGEND_MARK}
                  height={12}
                  rx={3}
                  fill={item.hidden ? '#ccc' : item.colour}
                />
                <text
                  x={legendTextX(item)}
                  y={item.y}
                  dominantBaseline="central"
                  fill={item.hidden ? '#aaa' : '#333'}
                >
                  {item.name}
                </text>
              </g>
            ))}
          </svg>
        )}
      </div>
      {scene?.legend.map((item) => (
        <button
          key={item.index}
          type="button"
          className="chart-legend-item"
          aria-pressed={!item.hidden}
          title={item.hidden ? `Show ${item.name}` : `Hide ${item.name}`}
          style={{
            left: item.x - 3,
            top: item.y - 10,
            width: itemWidth(item.name) + 6,
            height: 20,
          }}
          onClick={() => toggle(item.index)}
          onPointerEnter={() => setEmphasis(item.index)}
          onPointerLeave={() => setEmphasis(null)}
          onFocus={() => setEmphasis(item.index)}
          onBlur={() => setEmphasis(null)}
        >
          <span className="chart-legend-name">{item.name}</span>
        </button>
      ))}
      {scene && shown && (
        <ChartTooltip
          content={tooltipContent(kind, data, scene, look, hidden, shown.index)}
          x={shown.x}
          y={shown.y}
          width={scene.width}
          height={scene.height}
        />
      )}
    </div>
  );
}
