import { useState } from 'react';
import { Button, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { FilterBar } from '../../components/FilterBar';
import { PageHeader } from '../../components/PageHeader';
import { getStoredUser, isSuperadmin } from '../../lib/session';
import { useList } from '../../lib/list/useList';
import { AdminCreateDrawer } from './AdminCreateDrawer';
import { adminColumns } from './adminColumns';
import { AdminFilters } from './AdminFilters';
import { adminsList } from './list';

/** /admin: the admins, filtered, sorted and paged 20 at a time; filters live in the URL and local storage. */
export function AdminList() {
  const { params, update, clear, active, table, locale } = useList(adminsList);
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
        {...table}
        columns={adminColumns(params)}
        locale={locale(active ? 'No admins match these filters' : 'No admins yet')}
      />
      <AdminCreateDrawer open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
