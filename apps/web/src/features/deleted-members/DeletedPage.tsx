import { useState } from 'react';
import { Alert, Tabs } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { deletedTexts } from '@orrery/contract';
import { DateRangeFilter } from '../../components/DateRangeFilter';
import { FilterBar } from '../../components/FilterBar';
import { FittingTable } from '../../components/FittingTable';
import { PageHeader } from '../../components/PageHeader';
import { useList } from '../../lib/list/useList';
import { useRetentionPeriod, type DeletedRow } from './api';
import { pendingColumns, removedColumns } from './deletedColumns';
import { DeletedSearch } from './DeletedSearch';
import { deletedList } from './list';
import { TextModal, type ShownText } from './TextModal';

/** /deleted: tabs Pending Deletion and Permanently Removed; state in the URL and local storage. */
export function DeletedPage() {
  const list = useList(deletedList);
  const { params, update } = list;
  const pending = params.tab === '1';
  const retention = useRetentionPeriod();
  const [shown, setShown] = useState<ShownText | null>(null);
  const columns = (
    pending ? pendingColumns(params, setShown) : removedColumns(params, setShown)
  ) as ColumnsType<DeletedRow>;

  return (
    <>
      <PageHeader title="Deleted Accounts" />
      {retention.data && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={deletedTexts.retention(retention.data.timePeriod)}
        />
      )}
      <Tabs
        {...list.tabs}
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
      <FittingTable
        key={params.tab}
        {...list.table}
        size="small"
        bordered
        columns={columns}
        locale={list.locale(
          pending ? 'No account is pending deletion' : 'No account was removed for good yet',
        )}
      />
      <TextModal shown={shown} onClose={() => setShown(null)} />
    </>
  );
}
