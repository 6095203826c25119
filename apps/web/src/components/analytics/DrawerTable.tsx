import type { ReactNode } from 'react';
import { Drawer, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';

/** spec/3 section 9: drawer tables show 20 rows a page, with no size changer. */
export const DRAWER_PAGE_SIZE = 20;

export interface DrawerTableProps<R extends object> {
  title: ReactNode;
  open: boolean;
  onClose: () => void;
  columns: ColumnsType<R>;
  rows: readonly R[];
  total: number;
  pageNo: number;
  onPage: (pageNo: number) => void;
  loading?: boolean;
  rowKey: (row: R) => string;
  width?: number;
}

/** A side drawer holding a server-paged table (20 a page, no size changer, 'No data available' when empty). */
export function DrawerTable<R extends object>({
  title,
  open,
  onClose,
  columns,
  rows,
  total,
  pageNo,
  onPage,
  loading,
  rowKey,
  width = 720,
}: DrawerTableProps<R>) {
  return (
    <Drawer title={title} open={open} onClose={onClose} size={width} destroyOnHidden>
      <Table<R>
        size="small"
        columns={columns}
        dataSource={rows as R[]}
        rowKey={rowKey}
        loading={loading}
        locale={{ emptyText: 'No data available' }}
        pagination={{
          current: pageNo,
          pageSize: DRAWER_PAGE_SIZE,
          total,
          showSizeChanger: false,
          onChange: onPage,
          showTotal: (n) => `Total ${n}`,
        }}
      />
    </Drawer>
  );
}
