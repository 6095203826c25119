import { useEffect, useState } from 'react';
import { Progress, Table, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGING_CELL_CUT, sendKindLabel, type EmailHistoryItem } from '@orrery/contract';
import { FilterBar } from '../../components/FilterBar';
import { FullTextCell } from '../../components/FullTextCell';
import { ReachedCell } from '../../components/ReachedCell';
import { PageHeader } from '../../components/PageHeader';
import { SearchInput } from '../../components/SearchInput';
import { formatDateTime } from '../../lib/format';
import { useList } from '../../lib/list/useList';
import { emailKeys, emailRecipients } from './api';
import { emailList } from './list';
import { RecipientsDrawer, recipientsColumn } from '../../components/RecipientsDrawer';

function StatusCell({ row }: { row: EmailHistoryItem }) {
  if (row.status === 'sending') {
    const percent = row.totalUserCount ? Math.floor((row.processedCount / row.totalUserCount) * 100) : 0;
    return <Progress percent={percent} size="small" status="active" style={{ width: 140 }} />;
  }
  return (
    <Tag color={row.status === 'done' ? 'green' : row.status === 'failed' ? 'red' : 'default'}>
      {row.status}
    </Tag>
  );
}

/** /email-recipients (History): e-mails sent, subject and body cut at 35, a recipients drawer each. */
export function EmailHistoryPage() {
  const list = useList(emailList);
  const client = useQueryClient();
  const [open, setOpen] = useState<EmailHistoryItem | null>(null);
  const busy = list.table.dataSource?.some((row) => row.status === 'queued' || row.status === 'sending');
  useEffect(() => {
    if (!busy) return;
    const timer = setInterval(() => void client.invalidateQueries({ queryKey: emailKeys.all }), 1500);
    return () => clearInterval(timer);
  }, [busy, client]);
  return (
    <>
      <PageHeader title="Email History" breadcrumb={[{ title: 'Email History' }]} />
      <FilterBar onClear={list.clear} active={list.active}>
        <SearchInput
          text={list.params.search ?? ''}
          placeholder="Subject or body"
          onSearch={(search) => list.update({ search })}
        />
      </FilterBar>
      <Table
        {...list.table}
        size="small"
        bordered
        locale={list.locale('No e-mail sent yet')}
        columns={[
          {
            title: 'Sent',
            dataIndex: 'createdAt',
            key: 'createdAt',
            render: (at: string) => formatDateTime(at),
          },
          {
            title: 'Subject',
            dataIndex: 'emailSubject',
            key: 'emailSubject',
            render: (text: string) => <FullTextCell text={text} max={MESSAGING_CELL_CUT} title="Subject" />,
          },
          {
            title: 'Body',
            dataIndex: 'emailBody',
            key: 'emailBody',
            render: (text: string) => <FullTextCell text={text} max={MESSAGING_CELL_CUT} title="Body" />,
          },
          { title: 'Language', dataIndex: 'language', key: 'language' },
          { title: 'Kind', dataIndex: 'kind', key: 'kind', className: 'col-kind', render: sendKindLabel },
          { title: 'Progress', key: 'status', render: (_, row) => <StatusCell row={row} /> },
          {
            title: 'Reached',
            key: 'reach',
            className: 'col-reach',
            render: (_, row) => (
              <ReachedCell
                reached={row.successfullyReachCount}
                total={row.totalUserCount}
                demo={row.demoCount}
              />
            ),
          },
          recipientsColumn<EmailHistoryItem>(setOpen),
        ]}
      />
      <RecipientsDrawer source={open && emailRecipients(open)} onClose={() => setOpen(null)} />
    </>
  );
}
