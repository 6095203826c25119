import type { SortOrder as AntSortOrder } from 'antd/es/table/interface';

export type SortDirection = 'asc' | 'desc';

/** antd's column sortOrder for a column, from the list's sortBy/orderBy. */
export function columnSortOrder(column: string, sortBy?: string, orderBy?: SortDirection): AntSortOrder {
  if (sortBy !== column) return null;
  return orderBy === 'desc' ? 'descend' : 'ascend';
}

/** The list's sortBy/orderBy from antd's sorter (one column at a time); none when sorting is switched off. */
export function fromSorter<F extends string>(
  sorter: { field?: unknown; columnKey?: unknown; order?: AntSortOrder },
  allowed: readonly F[],
): { sortBy?: F; orderBy?: SortDirection } {
  const key = String(sorter.columnKey ?? sorter.field ?? '');
  if (!sorter.order || !(allowed as readonly string[]).includes(key))
    return { sortBy: undefined, orderBy: undefined };
  return { sortBy: key as F, orderBy: sorter.order === 'descend' ? 'desc' : 'asc' };
}
