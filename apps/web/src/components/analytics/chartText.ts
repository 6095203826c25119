/** ECharts' 12 px labels: about 7 px a character (an estimate on the safe side; no canvas is measured). */
const CHAR_WIDTH = 7;
/** A legend item: its 14 px mark, the gap to its text, and the gap to the next item. */
const LEGEND_ITEM_EXTRA = 14 + 5 + 12;
const LEGEND_ROW = 22;

/** The drawn width of a 12 px label, estimated. */
export const textWidth = (text: string) => Array.from(text).length * CHAR_WIDTH;

/** The lines a wrapping legend of these names takes in `width`. */
export function legendRows(names: readonly string[], width: number): number {
  let rows = 1;
  let used = 0;
  for (const name of names) {
    const item = textWidth(name) + LEGEND_ITEM_EXTRA;
    if (used > 0 && used + item > width) {
      rows += 1;
      used = 0;
    }
    used += item;
  }
  return names.length === 0 ? 0 : rows;
}

/** The height a wrapping legend of these names takes in `width`. */
export const legendHeight = (names: readonly string[], width: number) =>
  legendRows(names, width) * LEGEND_ROW;
