import { useState } from 'react';
import { Alert, Table, Tabs } from 'antd';
import { deletedTexts } from '@orrery/contract';
import { DateRangeFilter } from '../../components/DateRangeFilter';
import { FilterBar } from '../../components/FilterBar';
import { PageHeader } from '../../components/PageHeader';
import { fixedPagination } from '../../lib/fixedPagination';
import { fromSorter } from '../../lib/tableSort';
import { useListState } from '../../lib/useListState';
import { usePendingList, useRemovedList, useRetentionPeriod } from './api';
import { pendingColumns, removedColumns } from './deletedColumns';
import { DeletedSearch } from './DeletedSearch';
import {
  DELETED_LIST_STORAGE_KEY,
  parseDeletedListParams,
  sortFieldsOf,
  switchTab,
  toPendingQuery,
  toRemovedQuery,
  type DeletedListParams,
} from './listParams';
import { TextModal, type ShownText } from './TextModal';

/** /deleted: tabs Pending Deletion and Permanently Removed; state in the URL and local storage. */
export function DeletedPage() {
  const list = useListState({ storageKey: DELETED_LIST_STORAGE_KEY, parse: parseDeletedListParams });
  const { params } = list;
  // a change of filters sends both tabs back to their first page
  const update = (patch: Partial<DeletedListParams>) =>
    list.update('pageNo' in patch ? patch : { ...patch, page1: undefined, page2: undefined });
  const pending = params.tab === '1';
  const retention = useRetentionPeriod();
  const pendingList = usePendingList(toPendingQuery(params), pending);
  const removedList = useRemovedList(toRemovedQuery(params), !pending);
  const [shown, setShown] = useState<ShownText | null>(null);

  const onTableChange = (
    page: { current?: number },
    sorter: { field?: unknown; columnKey?: unknown; order?: 'ascend' | 'descend' | null } | unknown[],
    action: string,
  ) => {
    if (action === 'paginate') return update({ pageNo: page.current ?? 1 });
    if (action === 'sort' && !Array.isArray(sorter))
      update(fromSorter(sorter, sortFieldsOf(params.tab)) as Partial<DeletedListParams>);
  };

  return (
    <>
      <PageHeader title="Deleted Accounts" />
      {retention.data && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={deletedTexts.retention(retention.data.timePeriod)}
        />
      )}
      <Tabs
        activeKey={params.tab}
        onChange={(tab) => update(switchTab(params, tab === '2' ? '2' : '1'))}
        items={[
          { key: '1', label: 'Pending Deletion' },
          { key: '2', label: 'Permanently Removed' },
        ]}
      />
      <FilterBar onClear={list.clear} active={list.active}>
        <DeletedSearch
          text={params.search ?? ''}
          placeholder={pending ? 'Nickname, e-mail or id' : 'Reason, suggestion or comment'}
          onSearch={(search) => update({ search })}
        />
        <DateRangeFilter
          aria-label="Deleted between"
          placeholder={['Deleted from', 'Deleted to']}
          value={{ start: params.deletedStartDate, end: params.deletedEndDate }}
          onChange={({ start, end }) => update({ deletedStartDate: start, deletedEndDate: end })}
        />
        {pending ? (
          <DateRangeFilter
            aria-label="Joined between"
            placeholder={['Joined from', 'Joined to']}
            value={{ start: params.createdStartDate, end: params.createdEndDate }}
            onChange={({ start, end }) => update({ createdStartDate: start, createdEndDate: end })}
          />
        ) : (
          <DateRangeFilter
            aria-label="Removed between"
            placeholder={['Removed from', 'Removed to']}
            value={{ start: params.purgedStartDate, end: params.purgedEndDate }}
            onChange={({ start, end }) => update({ purgedStartDate: start, purgedEndDate: end })}
          />
        )}
      </FilterBar>
      {pending ? (
        <Table
          rowKey="_id"
          size="small"
          bordered
          columns={pendingColumns(params, setShown)}
          dataSource={pendingList.data?.items}
          loading={pendingList.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'No account is pending deletion' }}
          pagination={fixedPagination(params.pageNo, pendingList.data?.TotalFilteredUser ?? 0)}
          onChange={(page, _filters, sorter, { action }) => onTableChange(page, sorter, action)}
        />
      ) : (
        <Table
          rowKey="_id"
          size="small"
          bordered
          columns={removedColumns(params, setShown)}
          dataSource={removedList.data?.items}
          loading={removedList.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'No account was removed for good yet' }}
          pagination={fixedPagination(params.pageNo, removedList.data?.pagination.total ?? 0)}
          onChange={(page, _filters, sorter, { action }) => onTableChange(page, sorter, action)}
        />
      )}
      <TextModal shown={shown} onClose={() => setShown(null)} />
    </>
  );
}
