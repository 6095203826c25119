import { useState } from 'react';
import { FilterFilled } from '@ant-design/icons';
import { Button, Popover, Select } from 'antd';
import type { ColumnType, FilterValue } from 'antd/es/table/interface';

/** A column with a header filter (a choice list or a drawn filter), with a title to name it by. */
export const filtersInHeader = <R,>(column: ColumnType<R>): boolean =>
  Boolean(column.filters || column.filterDropdown) && typeof column.title === 'string';

/** The filters in force on every column, by key, as the table's onChange gives them. */
export const filtersOf = <R,>(columns: ColumnType<R>[]): Record<string, FilterValue | null> =>
  Object.fromEntries(columns.map((column) => [String(column.key), column.filteredValue ?? null]));

/** A choice list's stand-in: the same choices, several at once, named by the column's title. */
function ChoiceFilter<R>({
  column,
  onFilter,
}: {
  column: ColumnType<R>;
  onFilter: FoldedFiltersProps<R>['onFilter'];
}) {
  const title = String(column.title);
  return (
    <Select<string[]>
      aria-label={title}
      mode="multiple"
      size="small"
      allowClear
      maxTagCount={2}
      placeholder={title}
      popupMatchSelectWidth={false}
      style={{ minWidth: 160 }}
      value={(column.filteredValue ?? []).map(String)}
      options={(column.filters ?? []).map((choice) => ({ label: choice.text, value: String(choice.value) }))}
      onChange={(values) => onFilter(column, values.length ? values : null)}
    />
  );
}

/** A drawn filter's stand-in (a date range, an age range): its button opens the column's own filter. */
function DrawnFilter<R>({ column }: { column: ColumnType<R> }) {
  const [open, setOpen] = useState(false);
  const title = String(column.title);
  const close = () => setOpen(false);
  const dropdown = column.filterDropdown;
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      arrow={false}
      content={
        typeof dropdown === 'function'
          ? dropdown({
              prefixCls: 'ant-dropdown-custom',
              setSelectedKeys: () => undefined,
              selectedKeys: [],
              confirm: close,
              clearFilters: close,
              filters: column.filters,
              visible: open,
              close,
            })
          : dropdown
      }
    >
      <Button
        size="small"
        icon={<FilterFilled />}
        type={column.filteredValue ? 'primary' : 'default'}
        ghost={Boolean(column.filteredValue)}
      >
        {title}
      </Button>
    </Popover>
  );
}

interface FoldedFiltersProps<R> {
  columns: ColumnType<R>[];
  /** Filters by `column` as its header would (null clears it). */
  onFilter: (column: ColumnType<R>, value: FilterValue | null) => void;
}

/**
 * Filtering by the columns a narrow table moved into its rows' detail: their headers, where the filters
 * open, are gone, so each is offered here under the column's title. A choice list is a multiple choice
 * (changing it filters as the header's OK would); a drawn filter (a date or age range) opens from a button,
 * marked while it is in force.
 */
export function FoldedFilters<R>({ columns, onFilter }: FoldedFiltersProps<R>) {
  return (
    <div className="folded-filters" role="group" aria-label="Filters of the columns below">
      {columns.map((column) =>
        column.filters ? (
          <ChoiceFilter key={String(column.key)} column={column} onFilter={onFilter} />
        ) : (
          <DrawnFilter key={String(column.key)} column={column} />
        ),
      )}
    </div>
  );
}
