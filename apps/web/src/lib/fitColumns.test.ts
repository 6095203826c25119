import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COLUMN_WIDTH,
  EXPANDER_WIDTH,
  HEADER_ICON_WIDTH,
  columnWidth,
  fitColumns,
} from './fitColumns';

const col = (key: string, minWidth?: number, width?: number | string) => ({ key, minWidth, width });
const keys = (columns: { key: string }[]) => columns.map((c) => c.key);

describe('fitColumns', () => {
  const columns = [
    col('sent', 150),
    col('title', 200),
    col('progress', 120),
    col('body', 200),
    col('key', 100),
  ];

  it('shows every column when they all fit, with no expand column', () => {
    const { shown, hidden } = fitColumns(columns, 770);
    expect(keys(shown)).toEqual(['sent', 'title', 'progress', 'body', 'key']);
    expect(hidden).toEqual([]);
  });

  it('moves the last columns into the detail, counting the expand column', () => {
    // 150 + 200 + 120 + 200 = 670, with the expand column 720
    expect(keys(fitColumns(columns, 720).shown)).toEqual(['sent', 'title', 'progress', 'body']);
    expect(keys(fitColumns(columns, 719).shown)).toEqual(['sent', 'title', 'progress']);
    expect(keys(fitColumns(columns, 719).hidden)).toEqual(['body', 'key']);
  });

  it('never shows a later column while an earlier one is hidden', () => {
    // 'key' (100) would fit after 'progress', but 'body' (200) does not
    const { shown, hidden } = fitColumns(columns, 560);
    expect(keys(shown)).toEqual(['sent', 'title', 'progress']);
    expect(keys(hidden)).toEqual(['body', 'key']);
  });

  it('always shows the first column', () => {
    expect(keys(fitColumns(columns, 100).shown)).toEqual(['sent']);
  });

  it('keeps the columns fixed to the right (the actions) at the end, and keeps their width for them', () => {
    const withActions = [...columns, { key: 'actions', minWidth: 90, fixed: 'right' }];
    // 50 (expand) + 90 (actions) + 150 + 200 = 490; progress (120) no longer fits in 520
    const { shown, hidden } = fitColumns(withActions, 520);
    expect(keys(shown)).toEqual(['sent', 'title', 'actions']);
    expect(keys(hidden)).toEqual(['progress', 'body', 'key']);
  });

  it('shows them all when the width is not known (0: not laid out)', () => {
    expect(fitColumns(columns, 0).hidden).toEqual([]);
  });

  it('counts a column at its minWidth, else its numeric width, else the default', () => {
    expect(columnWidth(col('a', 120, 300))).toBe(120);
    expect(columnWidth(col('a', undefined, 300))).toBe(300);
    expect(columnWidth(col('a', undefined, '20%'))).toBe(DEFAULT_COLUMN_WIDTH);
    expect(columnWidth(col('a'))).toBe(DEFAULT_COLUMN_WIDTH);
    expect(EXPANDER_WIDTH).toBeGreaterThan(0);
  });

  it("adds a header's sort and filter icons to the column's width", () => {
    expect(columnWidth({ minWidth: 110, sorter: true })).toBe(110 + HEADER_ICON_WIDTH);
    expect(columnWidth({ minWidth: 110, sorter: true, filterDropdown: () => null })).toBe(
      110 + 2 * HEADER_ICON_WIDTH,
    );
    expect(columnWidth({ minWidth: 110, filters: [] })).toBe(110 + HEADER_ICON_WIDTH);
  });
});
