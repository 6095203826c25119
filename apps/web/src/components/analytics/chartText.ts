/** The charts' labels are drawn 12 px high. */
export const LABEL_FONT_SIZE = 12;
/** Where a page cannot measure text (jsdom): about 7 px a character, an estimate (some fonts draw wider). */
const CHAR_WIDTH = 7;
/** A legend item: its 14 px mark, the gap to its text, and the gap to the next item. */
export const LEGEND_MARK = 14;
const LEGEND_TEXT_GAP = 5;
const LEGEND_ITEM_GAP = 12;
const LEGEND_ROW = 22;

/** The font the charts are drawn in, a canvas to measure labels in it, and the widths measured so far. */
let measurer:
  { font: string; context: OffscreenCanvasRenderingContext2D; widths: Map<string, number> } | undefined;

/**
 * Labels are measured from now on in the font `element` draws its text in (a chart's box, before its first
 * layout). Where the page has no canvas to measure with (jsdom), widths stay estimated.
 */
export function measureTextIn(element: Element): void {
  if (typeof OffscreenCanvas === 'undefined') return;
  const font = `${LABEL_FONT_SIZE}px ${getComputedStyle(element).fontFamily}`;
  if (measurer?.font === font) return;
  const context = new OffscreenCanvas(1, 1).getContext('2d');
  if (!context) return;
  context.font = font;
  measurer = { font, context, widths: new Map() };
}

/** The drawn width of a 12 px label: measured (rounded up, a pixel spare), or estimated before that. */
export function textWidth(text: string): number {
  if (!measurer) return Array.from(text).length * CHAR_WIDTH;
  let width = measurer.widths.get(text);
  if (width === undefined) {
    width = Math.ceil(measurer.context.measureText(text).width) + 1;
    measurer.widths.set(text, width);
  }
  return width;
}

/** Where a legend item goes: its row (from 0) and its left edge, the rows centred in the width. */
export interface LegendPlace {
  name: string;
  row: number;
  x: number;
}

/** The drawn width of a legend item: its mark, the gap and its name. */
export const itemWidth = (name: string) => LEGEND_MARK + LEGEND_TEXT_GAP + textWidth(name);

/** A legend that wraps onto as many rows as it needs in `width` (never paged), each row centred. */
function legendLayout(names: readonly string[], width: number): LegendPlace[] {
  const rows: string[][] = [];
  let used = 0;
  for (const name of names) {
    const item = itemWidth(name) + LEGEND_ITEM_GAP;
    const row = rows.at(-1);
    if (!row || (used > 0 && used + item - LEGEND_ITEM_GAP > width)) {
      rows.push([name]);
      used = item;
    } else {
      row.push(name);
      used += item;
    }
  }
  return rows.flatMap((row, r) => {
    const rowWidth = row.reduce((sum, name) => sum + itemWidth(name), 0) + LEGEND_ITEM_GAP * (row.length - 1);
    let x = Math.max(0, (width - rowWidth) / 2);
    return row.map((name) => {
      const place = { name, row: r, x };
      x += itemWidth(name) + LEGEND_ITEM_GAP;
      return place;
    });
  });
}

/** The height of a legend laid out by `legendLayout`. */
export const legendHeight = (places: readonly LegendPlace[]) =>
  places.length === 0 ? 0 : ((places.at(-1)?.row ?? 0) + 1) * LEGEND_ROW;

/** The text of a legend item, where it is drawn: after its mark and gap. */
export const legendTextX = (place: LegendPlace) => place.x + LEGEND_MARK + LEGEND_TEXT_GAP;

/** A legend item: where it goes, its colour, and whether its series is hidden (clicked off). */
export interface LegendEntry extends LegendPlace {
  /** The middle of its row. */
  y: number;
  colour: string;
  hidden: boolean;
  /** The series (or, for a pie, the slice) it stands for. */
  index: number;
}

/** A chart's legend across its width (8 px in from each side), its first row at `top`. */
export function legendEntries(
  names: readonly string[],
  colours: readonly string[],
  hidden: ReadonlySet<number>,
  width: number,
  top: number,
): LegendEntry[] {
  const inset = 8;
  return legendLayout(names, width - 2 * inset).map((place, index) => ({
    ...place,
    x: place.x + inset,
    y: top + place.row * LEGEND_ROW + LEGEND_ROW / 2,
    colour: colours[index] ?? '',
    hidden: hidden.has(index),
    index,
  }));
}
