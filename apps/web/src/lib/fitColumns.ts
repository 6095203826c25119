/** What fitting needs of a table column: the width it needs at least (antd's `minWidth`, else its `width`). */
export interface SizedColumn {
  minWidth?: number;
  width?: number | string;
}

/** The width a column is counted at when it gives none. */
export const DEFAULT_COLUMN_WIDTH = 100;
/** The column of expand buttons, there once some columns moved into the rows' detail. */
export const EXPANDER_WIDTH = 40;

/** The width a column needs at least. */
export const columnWidth = (column: SizedColumn): number =>
  column.minWidth ?? (typeof column.width === 'number' ? column.width : DEFAULT_COLUMN_WIDTH);

/**
 * The columns a table of `available` px shows, and those that move into each row's detail. The columns come
 * most important first: they are shown in order while they fit (with the expand column, once one moves), the
 * first always; from the first that does not fit on, all move, so that a less important column is never
 * shown while a more important one is hidden. A width of 0 (not laid out yet, or no layout as in jsdom)
 * shows them all.
 */
export function fitColumns<C extends SizedColumn>(
  columns: readonly C[],
  available: number,
): { shown: C[]; hidden: C[] } {
  const all = columns.reduce((sum, column) => sum + columnWidth(column), 0);
  if (available <= 0 || all <= available) return { shown: [...columns], hidden: [] };
  let used = EXPANDER_WIDTH;
  let count = 0;
  for (const column of columns) {
    const width = columnWidth(column);
    if (count > 0 && used + width > available) break;
    used += width;
    count += 1;
  }
  return { shown: columns.slice(0, count), hidden: columns.slice(count) };
}
