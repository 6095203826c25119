import { useState } from 'react';
import { Button, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { adminSortFields } from '@orrery/contract';
import { FilterBar } from '../../components/FilterBar';
import { PageHeader } from '../../components/PageHeader';
import { fixedPagination } from '../../lib/fixedPagination';
import { getStoredUser, isSuperadmin } from '../../lib/session';
import { fromSorter } from '../../lib/tableSort';
import { useListState } from '../../lib/useListState';
import { AdminCreateDrawer } from './AdminCreateDrawer';
import { adminColumns } from './adminColumns';
import { AdminFilters } from './AdminFilters';
import { useAdminList } from './api';
import { ADMIN_LIST_STORAGE_KEY, parseAdminListParams, toAdminListQuery } from './listParams';

/** /admin: the admins, filtered, sorted and paged 20 at a time; filters live in the URL and local storage. */
export function AdminList() {
  const { params, update, clear, active } = useListState({
    storageKey: ADMIN_LIST_STORAGE_KEY,
    parse: parseAdminListParams,
  });
  const { data, isFetching } = useAdminList(toAdminListQuery(params));
  const [adding, setAdding] = useState(false);
  const canEdit = isSuperadmin(getStoredUser());

  return (
    <>
      <PageHeader
        title="Admins"
        extra={
          canEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              Add Admin
            </Button>
          )
        }
      />
      <FilterBar onClear={clear} active={active}>
        <AdminFilters params={params} onChange={update} />
      </FilterBar>
      <Table
        rowKey="_id"
        columns={adminColumns(params)}
        dataSource={data?.item}
        loading={isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: active ? 'No admins match these filters' : 'No admins yet' }}
        pagination={fixedPagination(params.pageNo, data?.pagination.totalUser ?? 0)}
        onChange={(pagination, _filters, sorter, { action }) => {
          if (action === 'paginate') return update({ pageNo: pagination.current ?? 1 });
          if (action === 'sort' && !Array.isArray(sorter)) update(fromSorter(sorter, adminSortFields));
        }}
      />
      <AdminCreateDrawer open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
