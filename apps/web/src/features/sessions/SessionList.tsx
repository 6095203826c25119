import { useState } from 'react';
import { App, Table } from 'antd';
import { sessionSortFields, type LoginSession } from '@orrery/contract';
import { DateRangeFilter } from '../../components/DateRangeFilter';
import { FilterBar } from '../../components/FilterBar';
import { PageHeader } from '../../components/PageHeader';
import { fixedPagination } from '../../lib/fixedPagination';
import { fromSorter } from '../../lib/tableSort';
import { useListState } from '../../lib/useListState';
import { useDeleteSession, useSessionList } from './api';
import { parseSessionListParams, SESSION_LIST_STORAGE_KEY, toSessionListQuery } from './listParams';
import { sessionColumns } from './sessionColumns';
import { TokenModal } from './TokenModal';

/** /admin-login-session: live sign-in sessions; deleting one signs that browser out at its next call. */
export function SessionList() {
  const { message, modal } = App.useApp();
  const { params, update, clear, active } = useListState({
    storageKey: SESSION_LIST_STORAGE_KEY,
    parse: parseSessionListParams,
  });
  const { data, isFetching } = useSessionList(toSessionListQuery(params));
  const remove = useDeleteSession();
  const [viewing, setViewing] = useState<LoginSession | null>(null);

  const confirmDelete = (session: LoginSession) =>
    modal.confirm({
      title: 'Delete this session?',
      content: session.current
        ? 'This is your own session: you will be signed out.'
        : `${session.user.nickName} will be signed out in that browser.`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () =>
        remove.mutateAsync(session._id).then(
          (answer) => void message.success(answer.message),
          () => undefined,
        ),
    });

  return (
    <>
      <PageHeader title="Login Sessions" />
      <FilterBar onClear={clear} active={active}>
        <DateRangeFilter
          aria-label="Created between"
          placeholder={['Created from', 'Created to']}
          value={{ start: params.createdStartDate, end: params.createdEndDate }}
          onChange={({ start, end }) => update({ createdStartDate: start, createdEndDate: end })}
        />
      </FilterBar>
      <Table
        rowKey="_id"
        columns={sessionColumns(params, { onViewToken: setViewing, onDelete: confirmDelete })}
        dataSource={data?.item}
        loading={isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'No sessions' }}
        pagination={fixedPagination(params.pageNo, data?.pagination.totalUser ?? 0)}
        onChange={(pagination, _filters, sorter, { action }) => {
          if (action === 'paginate') return update({ pageNo: pagination.current ?? 1 });
          if (action === 'sort' && !Array.isArray(sorter)) update(fromSorter(sorter, sessionSortFields));
        }}
      />
      <TokenModal session={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
