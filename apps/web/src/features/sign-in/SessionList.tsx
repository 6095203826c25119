import { useState } from 'react';
import { App } from 'antd';
import type { LoginSession } from '@orrery/contract';
import { DateRangeFilter } from '../../components/DateRangeFilter';
import { FilterBar } from '../../components/FilterBar';
import { FittingTable } from '../../components/FittingTable';
import { PageHeader } from '../../components/PageHeader';
import { useList } from '../../lib/list/useList';
import { useDeleteSession } from './api';
import { sessionsList } from './list';
import { sessionColumns } from './sessionColumns';
import { TokenModal } from './TokenModal';

/** /admin-login-session: live sign-in sessions; deleting one signs that browser out at its next call. */
export function SessionList() {
  const { message, modal } = App.useApp();
  const { params, update, clear, active, table, locale } = useList(sessionsList);
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
      <FittingTable
        {...table}
        columns={sessionColumns(params, { onViewToken: setViewing, onDelete: confirmDelete })}
        locale={locale('No sessions')}
      />
      <TokenModal session={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
