import { createElement, type ReactNode } from 'react';
import { useQuery, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import type { TableProps } from 'antd';
import { errorMessage } from '../../api/client';
import { LoadFailed } from '../../components/LoadFailed';
import { DEFAULT_PAGE_SIZE } from '@orrery/contract';
import { totalText } from './pagination';
import type { RawParams } from './params';
import { fromSorter } from './sort';
import { listQuery, type ListDefinition, type Page } from './listDefinition';
import { toRaw, useListState, type ListParams } from './useListState';
import { rememberPage, type IdsOfPage } from './walk';

/** The page size the state shows. */
function sizeOf<P extends ListParams>(
  { pageSize = DEFAULT_PAGE_SIZE }: { pageSize?: ListDefinition<P, never>['pageSize'] },
  params: P,
): number {
  return typeof pageSize === 'number' ? pageSize : Number(params[pageSize.field]);
}

const idOf = (row: unknown) => String((row as { _id?: unknown })._id);
const callOf = (key: QueryKey) => JSON.stringify(key.slice(0, 2));

/** What `registerWalks` needs of a list: one page of its ids for a remembered state. */
export function idsOfPage<P extends ListParams, R, A extends Page<R>>(
  def: ListDefinition<P, R, A>,
): IdsOfPage {
  return async (raw: RawParams, pageNo: number) => {
    const page = await def.call.fetch({ ...def.parse(raw), pageNo });
    return { ids: page.rows.map(def.rowId ?? idOf), total: page.total };
  };
}

type Sorter = Parameters<typeof fromSorter>[0] | unknown[];

/**
 * A table's `locale` for its query: the list's own empty text when it loaded and is empty, and when its load
 * failed the failure with Retry (never the empty text). For every table with a query, list hook or not.
 */
export function loadLocale(query: LoadedQuery, emptyText?: ReactNode, what?: string) {
  return { emptyText: loadFailure(query, what) ?? emptyText };
}

type LoadedQuery = Pick<UseQueryResult, 'isError' | 'error' | 'refetch' | 'isFetching'>;

/** A list's failed load with Retry, for a screen that shows no Table (a card grid); null unless it failed. */
export function loadFailure(query: LoadedQuery, what = 'The list'): ReactNode {
  if (!query.isError) return null;
  return createElement(LoadFailed, {
    what,
    reason: errorMessage(query.error),
    onRetry: () => void query.refetch(),
    retrying: query.isFetching,
  });
}

/**
 * One list screen: its state in the address and storage (useListState), its page through the feature's
 * call, and what the antd Table or Pagination needs (paging with "Total N", sort, header filters, tabs).
 * A click on a row remembers the page for the detail's Previous/Next.
 */
export function useList<P extends ListParams, R, A extends Page<R> = Page<R>>(def: ListDefinition<P, R, A>) {
  const state = useListState(def);
  const { params, update } = state;
  const { queryKey, queryFn } = listQuery(def, params);
  const query = useQuery({
    queryKey,
    queryFn,
    // the page shown stays while the next loads, unless it came from another call (the other deleted tab)
    placeholderData: (previous, previousQuery) =>
      previousQuery && callOf(previousQuery.queryKey) === callOf(queryKey) ? previous : undefined,
  });
  const rows = query.data?.rows ?? [];
  const total = query.data?.total ?? 0;
  const pageSize = sizeOf(def, params);
  const rowId = def.rowId ?? idOf;
  const sizes = typeof def.pageSize === 'object' ? def.pageSize : undefined;

  const pagination = {
    current: params.pageNo,
    pageSize,
    total,
    showSizeChanger: sizes !== undefined,
    pageSizeOptions: sizes?.options.map(String),
    showTotal: (all: number) => totalText(all, query.data?.capped),
    onChange: (pageNo: number, size: number) =>
      sizes && size !== pageSize
        ? update({ [sizes.field]: size } as Partial<P>)
        : update({ pageNo } as Partial<P>),
  };

  const onTableChange = (filters: Record<string, unknown[] | null>, sorter: Sorter, action: string) => {
    if (action === 'sort' && !Array.isArray(sorter)) {
      const fields = typeof def.sortFields === 'function' ? def.sortFields(params) : (def.sortFields ?? []);
      update(fromSorter(sorter, fields) as Partial<P>);
    }
    if (action === 'filter') {
      const patch = Object.fromEntries(
        (def.filterFields ?? []).map((key) => [
          key,
          filters[key]?.length ? filters[key].map(String).join(',') : undefined,
        ]),
      );
      update(patch as Partial<P>);
    }
  };

  /** Remembers the shown page for Previous/Next: called from the click that opens a row. */
  const remember = () => {
    if (!def.walk) return;
    rememberPage(def.walk.idsKey, rows.map(rowId), {
      list: def.walk.name,
      params: toRaw(params),
      pageNo: params.pageNo,
      pageSize,
      total,
    });
  };

  const table = {
    rowKey: rowId,
    dataSource: rows,
    loading: query.isFetching,
    pagination,
    onChange: ((_page, filters, sorter, { action }) =>
      onTableChange(filters, sorter, action)) satisfies TableProps<R>['onChange'],
    onRow: () => ({ onClick: remember }),
    // a failed load is said, with Retry; a screen with its own empty text passes it through `locale`
    locale: loadLocale(query),
    // every list is wider than a narrow window: it scrolls sideways rather than squeezing its columns
    scroll: { x: 'max-content' as const },
  };

  return {
    ...state,
    query,
    data: query.data,
    rows,
    total,
    pagination,
    table,
    tabs: { activeKey: String(params.tab), onChange: state.switchTab },
    remember,
    /** The Table's `locale` with the screen's empty text ("No members yet"), or the failed load with Retry. */
    locale: (emptyText: ReactNode) => loadLocale(query, emptyText),
    /** The failed load with Retry (null unless it failed), for a screen without a Table. */
    failure: loadFailure(query),
  };
}
