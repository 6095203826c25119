/** What fitting needs of a table column: the width it needs at least (antd's `minWidth`, else its `width`). */
export interface SizedColumn {
  minWidth?: number;
  width?: number | string;
  /** A column fixed to the right (a row's actions) always stays, at the table's end. */
  fixed?: unknown;
  /** A sort or filter icon in the header widens the column past the width its cells need. */
  sorter?: unknown;
  filters?: unknown;
  filterDropdown?: unknown;
}

/** The width a column is counted at when it gives none. */
export const DEFAULT_COLUMN_WIDTH = 100;
/** The column of expand buttons, there once some columns moved into the rows' detail (its button and padding). */
export const EXPANDER_WIDTH = 50;
/** What a header's sort or filter icon adds to its column. */
export const HEADER_ICON_WIDTH = 24;

/** The width a column needs at least: its own, and its header's sort and filter icons. */
export const columnWidth = (column: SizedColumn): number =>
  (column.minWidth ?? (typeof column.width === 'number' ? column.width : DEFAULT_COLUMN_WIDTH)) +
  (column.sorter ? HEADER_ICON_WIDTH : 0) +
  (column.filters || column.filterDropdown ? HEADER_ICON_WIDTH : 0);

/**
 * The columns a table of `available` px shows, and those that move into each row's detail. The columns come
 * most important first: they are shown in order while they fit (with the expand column, once one moves), the
 * first always; from the first that does not fit on, all move, so that a less important column is never
 * shown while a more important one is hidden. Columns fixed to the right (a row's actions) always stay and
 * their width is kept for them. A width of 0 (not laid out yet, or no layout as in jsdom) shows them all.
 */
export function fitColumns<C extends SizedColumn>(
  columns: readonly C[],
  available: number,
): { shown: C[]; hidden: C[] } {
  const all = columns.reduce((sum, column) => sum + columnWidth(column), 0);
  if (available <= 0 || all <= available) return { shown: [...columns], hidden: [] };
  const pinned = columns.filter((column) => column.fixed === 'right');
  const ordered = columns.filter((column) => column.fixed !== 'right');
  let used = EXPANDER_WIDTH + pinned.reduce((sum, column) => sum + columnWidth(column), 0);
  let count = 0;
  for (const column of ordered) {
    const width = columnWidth(column);
    if (count > 0 && used + width > available) break;
    used += width;
    count += 1;
  }
  return { shown: [...ordered.slice(0, count), ...pinned], hidden: ordered.slice(count) };
}
