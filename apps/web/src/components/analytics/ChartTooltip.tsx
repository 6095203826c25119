import type { CSSProperties } from 'react';
import type { TooltipContent } from './chartScene';

interface ChartTooltipProps {
  content: TooltipContent;
  /** The point it shows (in the chart's box). */
  x: number;
  y: number;
  /** The chart's box: the tooltip opens towards its middle, so that it stays inside. */
  width: number;
  height: number;
}

const GAP = 14;

/** A category's (or slice's) values beside the pointer, each after a dot in its series' colour. */
export function ChartTooltip({ content, x, y, width, height }: ChartTooltipProps) {
  const right = x > width / 2;
  const below = y < height / 2;
  const style: CSSProperties = {
    position: 'absolute',
    left: right ? undefined : x + GAP,
    right: right ? width - x + GAP : undefined,
    top: below ? y + GAP : undefined,
    bottom: below ? undefined : height - y + GAP,
    maxWidth: Math.max(160, width / 2),
    pointerEvents: 'none',
    background: '#fff',
    border: '1px solid #e5e5e5',
    borderRadius: 4,
    boxShadow: '0 2px 8px rgba(0, 0, 0, 0.15)',
    padding: '6px 10px',
    fontSize: 12,
    lineHeight: '18px',
    zIndex: 1,
  };
  return (
    <div style={style} data-testid="chart-tooltip">
      {content.title && <div style={{ fontWeight: 600 }}>{content.title}</div>}
      {content.rows.map((row, i) => (
        <div key={i} style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
          <span
            style={{
              display: 'inline-block',
              width: 8,
              height: 8,
              borderRadius: '50%',
              background: row.colour,
              marginRight: 6,
            }}
          />
          {row.text}
        </div>
      ))}
    </div>
  );
}
