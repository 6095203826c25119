import type { SortOrder as AntSortOrder } from 'antd/es/table/interface';
import type { SortOrder } from '@orrery/contract';

/** antd's column sortOrder for a column, from the list's sortBy/orderBy. */
export function columnSortOrder(column: string, sortBy?: string, orderBy?: SortOrder): AntSortOrder {
  if (sortBy !== column) return null;
  return orderBy === 'desc' ? 'descend' : 'ascend';
}

interface SortState {
  sortBy?: string;
  orderBy?: SortOrder;
}

/**
 * The props that make a column sortable by the list: `...sortable('createdAt', params)`. `unsorted` is the
 * order the column shows while the list has no sort of its own (the server's default order).
 */
export function sortable(key: string, { sortBy, orderBy }: SortState, unsorted: AntSortOrder = null) {
  return { key, sorter: true, sortOrder: sortBy ? columnSortOrder(key, sortBy, orderBy) : unsorted };
}

/** The list's sortBy/orderBy from antd's sorter (one column at a time); none when sorting is switched off. */
export function fromSorter<F extends string>(
  sorter: { field?: unknown; columnKey?: unknown; order?: AntSortOrder },
  allowed: readonly F[],
): { sortBy?: F; orderBy?: SortOrder } {
  const key = String(sorter.columnKey ?? sorter.field ?? '');
  if (!sorter.order || !(allowed as readonly string[]).includes(key))
    return { sortBy: undefined, orderBy: undefined };
  return { sortBy: key as F, orderBy: sorter.order === 'descend' ? 'desc' : 'asc' };
}
