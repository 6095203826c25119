import type { ReactNode } from 'react';
import { Drawer, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { UseQueryResult } from '@tanstack/react-query';
import { ANALYTICS_DRAWER_PAGE_SIZE } from '@orrery/contract';
import { loadLocale } from '../../lib/list/useList';

export interface DrawerTableProps<R extends object> {
  title: ReactNode;
  open: boolean;
  onClose: () => void;
  columns: ColumnsType<R>;
  /** The page's query: its rows and total, its loading and its failure (shown with Retry, never as empty). */
  query: Pick<
    UseQueryResult<{ rows: readonly R[]; total: number }>,
    'data' | 'isFetching' | 'isError' | 'error' | 'refetch'
  >;
  pageNo: number;
  onPage: (pageNo: number) => void;
  rowKey: (row: R) => string;
  width?: number;
}

/** A side drawer holding a server-paged table (20 a page, no size changer, 'No data available' when empty). */
export function DrawerTable<R extends object>({
  title,
  open,
  onClose,
  columns,
  query,
  pageNo,
  onPage,
  rowKey,
  width = 720,
}: DrawerTableProps<R>) {
  return (
    <Drawer title={title} open={open} onClose={onClose} size={width} destroyOnHidden>
      <Table<R>
        size="small"
        columns={columns}
        dataSource={(query.data?.rows ?? []) as R[]}
        rowKey={rowKey}
        loading={query.isFetching}
        locale={loadLocale(query, 'No data available')}
        pagination={{
          current: pageNo,
          // the contract's page (20 rows), with no size changer
          pageSize: ANALYTICS_DRAWER_PAGE_SIZE,
          total: query.data?.total ?? 0,
          showSizeChanger: false,
          onChange: onPage,
          showTotal: (n) => `Total ${n}`,
        }}
      />
    </Drawer>
  );
}
