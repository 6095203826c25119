/**
 * Many short strings kept as one string and where each starts (`start` has one entry more than there
 * are strings): one allocation instead of 135,000, read from a file with one UTF-8 decode.
 */
export interface TextColumn {
  text: string;
  start: Uint32Array;
}

export function textColumn(values: string[]): TextColumn {
  const start = new Uint32Array(values.length + 1);
  values.forEach((value, i) => {
    start[i + 1] = (start[i] ?? 0) + value.length;
  });
  return { text: values.join(''), start };
}

export const columnSize = (column: TextColumn): number => column.start.length - 1;

export const textAt = (column: TextColumn, row: number): string =>
  column.text.slice(column.start[row] ?? 0, column.start[row + 1] ?? 0);

/** Whether the string at `row` starts with `prefix`, without making the string. */
export function startsWithAt(column: TextColumn, row: number, prefix: string): boolean {
  const from = column.start[row] ?? 0;
  return (column.start[row + 1] ?? 0) - from >= prefix.length && column.text.startsWith(prefix, from);
}

/** Whether the string at `row` is exactly `value`. */
export const equalsAt = (column: TextColumn, row: number, value: string): boolean =>
  (column.start[row + 1] ?? 0) - (column.start[row] ?? 0) === value.length &&
  startsWithAt(column, row, value);

/** Compares the string at `row` with `value` in UTF-16 code unit order (the order of `<`). */
function compareAt(column: TextColumn, row: number, value: string): number {
  const from = column.start[row] ?? 0;
  const length = (column.start[row + 1] ?? 0) - from;
  const common = Math.min(length, value.length);
  for (let i = 0; i < common; i += 1) {
    const difference = column.text.charCodeAt(from + i) - value.charCodeAt(i);
    if (difference !== 0) return difference;
  }
  return length - value.length;
}

/** In a sorted column, the first row not below `value` (binary search). */
export function lowerBound(column: TextColumn, value: string): number {
  let lo = 0;
  let hi = columnSize(column);
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareAt(column, mid, value) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
