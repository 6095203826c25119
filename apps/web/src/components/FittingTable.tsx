import { Table, type TableProps } from 'antd';
import type { ColumnsType, ColumnType } from 'antd/es/table';
import type { FilterValue, SortOrder } from 'antd/es/table/interface';
import { EXPANDER_WIDTH, fitColumns } from '../lib/fitColumns';
import { useElementWidth } from '../lib/useElementWidth';
import { FoldedFilters, filtersInHeader, filtersOf } from './FoldedFilters';
import { FoldedSort, sortsByList } from './FoldedSort';
import { RowDetail } from './RowDetail';

interface FittingTableProps<R extends object> extends Omit<TableProps<R>, 'columns'> {
  /** Most important first, each with the `minWidth` it needs (else its `width`, else 100 px). */
  columns: ColumnsType<R>;
}

/**
 * A table that fits its width instead of scrolling sideways: texts wrap, and the columns that still do not
 * fit (the last ones: put what matters first) move into each row's detail, opened by the row's expand
 * button; those the list sorts by are offered in a "Sort by" choice above the table, and their header
 * filters beside it, under their titles. When even the first columns are too wide for the window, the table
 * scrolls inside itself, never the page.
 */
export function FittingTable<R extends object>({ columns, scroll, ...props }: FittingTableProps<R>) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const { shown, hidden } = fitColumns(columns, width);
  const foldedSorts = (hidden as ColumnType<R>[]).filter(sortsByList);
  const foldedFilters = (hidden as ColumnType<R>[]).filter(filtersInHeader);
  // sorts as a click on the column's header would, through the table's own onChange
  const sortBy = (column: ColumnType<R>, order: SortOrder) =>
    props.onChange?.(
      props.pagination || {},
      {},
      { column, columnKey: column.key, order },
      { action: 'sort', currentDataSource: [...(props.dataSource ?? [])] },
    );
  // filters as the column's header would: the others' filters in force kept
  const filterBy = (column: ColumnType<R>, value: FilterValue | null) =>
    props.onChange?.(
      props.pagination || {},
      { ...filtersOf(columns as ColumnType<R>[]), [String(column.key)]: value },
      {},
      { action: 'filter', currentDataSource: [...(props.dataSource ?? [])] },
    );
  return (
    <div ref={ref} className="fitting-table">
      {(foldedSorts.length > 0 || foldedFilters.length > 0) && props.onChange && (
        <div className="folded-controls">
          {foldedFilters.length > 0 && <FoldedFilters columns={foldedFilters} onFilter={filterBy} />}
          {foldedSorts.length > 0 && <FoldedSort columns={foldedSorts} onSort={sortBy} />}
        </div>
      )}
      <Table<R>
        {...props}
        tableLayout="auto"
        columns={shown}
        scroll={{ ...scroll, x: true }}
        expandable={
          hidden.length
            ? {
                columnWidth: EXPANDER_WIDTH,
                expandedRowRender: (row, index) => <RowDetail row={row} index={index} columns={hidden} />,
              }
            : props.expandable
        }
      />
    </div>
  );
}
