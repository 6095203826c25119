import type { ReactNode } from 'react';
import { Descriptions } from 'antd';
import type { ColumnsType, ColumnType } from 'antd/es/table';

/** The value a column shows of a row: its dataIndex (a name or a path), or nothing. */
function valueAt(row: object, dataIndex: ColumnType<object>['dataIndex']): unknown {
  if (dataIndex === undefined || dataIndex === null) return undefined;
  const path = Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  return path.reduce<unknown>(
    (value, step) =>
      value && typeof value === 'object' ? (value as Record<string, unknown>)[String(step)] : undefined,
    row,
  );
}

/** A column's cell as its table would draw it. */
export function cellOf<R extends object>(column: ColumnType<R>, row: R, index: number): ReactNode {
  const value = valueAt(row, column.dataIndex as ColumnType<object>['dataIndex']);
  if (column.render) {
    const drawn = column.render(value, row, index);
    // a render may answer cell props ({children, props}); the cell's children are what it shows
    return drawn && typeof drawn === 'object' && 'children' in drawn && !('$$typeof' in drawn)
      ? (drawn as { children: ReactNode }).children
      : (drawn as ReactNode);
  }
  return value as ReactNode;
}

const keyOf = <R,>(column: ColumnType<R>, i: number) =>
  String(
    column.key ?? (Array.isArray(column.dataIndex) ? column.dataIndex.join('.') : column.dataIndex) ?? i,
  );

/**
 * The columns a narrow table leaves out, for one row: each title beside what its cell would show (the
 * expanded row of a FittingTable). A cell keeps its column's class, as `.col-reach` inside the detail.
 */
export function RowDetail<R extends object>({
  row,
  index,
  columns,
}: {
  row: R;
  index: number;
  columns: ColumnsType<R>;
}) {
  return (
    <Descriptions
      size="small"
      className="row-detail"
      column={{ xs: 1, md: 2, xxl: 3 }}
      items={(columns as ColumnType<R>[]).map((column, i) => ({
        key: keyOf(column, i),
        label: typeof column.title === 'function' ? keyOf(column, i) : column.title,
        className: column.className,
        children: cellOf(column, row, index),
      }))}
    />
  );
}
