import { Select } from 'antd';
import type { ColumnType, SortOrder } from 'antd/es/table/interface';

/** A column the list sorts by (its `sortOrder` held by the list), with a title to name it by. */
export const sortsByList = <R,>(column: ColumnType<R>): boolean =>
  Boolean(column.sorter) && 'sortOrder' in column && typeof column.title === 'string';

const valueOf = (key: unknown, order: SortOrder) => `${String(key)}|${order}`;

/**
 * Sorting by the columns a narrow table moved into its rows' detail: their headers, where a click sorts,
 * are gone, so the same choice is offered here ("Joined (UTC), descending"). Choosing sorts as the header
 * would; clearing a chosen one turns that sort off.
 */
export function FoldedSort<R>({
  columns,
  onSort,
}: {
  columns: ColumnType<R>[];
  onSort: (column: ColumnType<R>, order: SortOrder) => void;
}) {
  const sorted = columns.find((column) => column.sortOrder);
  const options = columns.flatMap((column) =>
    (['ascend', 'descend'] as const).map((order) => ({
      value: valueOf(column.key, order),
      label: `${String(column.title)}, ${order === 'ascend' ? 'ascending' : 'descending'}`,
    })),
  );
  const choose = (value: string | undefined) => {
    if (value === undefined) {
      if (sorted) onSort(sorted, null);
      return;
    }
    const [key, order] = value.split('|');
    const column = columns.find((each) => String(each.key) === key);
    if (column) onSort(column, order as SortOrder);
  };
  return (
    <div className="folded-sort">
      <Select<string>
        aria-label="Sort by"
        placeholder="Sort by another column"
        size="small"
        allowClear
        popupMatchSelectWidth={false}
        style={{ minWidth: 220 }}
        value={sorted ? valueOf(sorted.key, sorted.sortOrder ?? null) : undefined}
        options={options}
        onChange={choose}
      />
    </div>
  );
}
