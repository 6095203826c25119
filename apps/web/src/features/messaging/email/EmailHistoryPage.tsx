import { useState } from 'react';
import { MESSAGING_CELL_CUT, type EmailHistoryItem } from '@orrery/contract';
import { FilterBar } from '../../../components/FilterBar';
import { FittingTable } from '../../../components/FittingTable';
import { FullTextCell } from '../../../components/FullTextCell';
import { PageHeader } from '../../../components/PageHeader';
import { sendColumns } from '../../../components/sendColumns';
import { SearchInput } from '../../../components/SearchInput';
import { CancelSend, isCancellable } from '../../../components/schedule/CancelSend';
import { useSendOptions } from '../../../components/schedule/api';
import { useSendRefresh } from '../../../components/useSendRefresh';
import { useList } from '../../../lib/list/useList';
import { emailKeys, emailRecipients, useCancelEmail } from './api';
import { emailList } from './list';
import { RecipientsDrawer } from '../../../components/RecipientsDrawer';

/**
 * /email-recipients (History): e-mails sent, subject and body cut at 35, a recipients drawer each; what a
 * person looks for first, the columns that do not fit the window in each row's detail. Rows under way
 * refresh every 1.5 s; a scheduled or waiting e-mail can be cancelled from its status.
 */
export function EmailHistoryPage() {
  const list = useList(emailList);
  const [open, setOpen] = useState<EmailHistoryItem | null>(null);
  const zone = useSendOptions().data?.timeZone;
  const cancel = useCancelEmail();
  const send = sendColumns<EmailHistoryItem>(setOpen, {
    zone,
    action: (row) => isCancellable(row.status) && <CancelSend cancel={() => cancel.mutateAsync(row._id)} />,
  });
  useSendRefresh(list.table.dataSource, emailKeys.all);
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
      <FittingTable
        {...list.table}
        size="small"
        bordered
        locale={list.locale('No e-mail sent yet')}
        columns={[
          send.sent,
          {
            title: 'Subject',
            dataIndex: 'emailSubject',
            key: 'emailSubject',
            minWidth: 160,
            render: (text: string) => <FullTextCell text={text} max={MESSAGING_CELL_CUT} title="Subject" />,
          },
          send.progress,
          send.reached,
          send.recipients,
          {
            title: 'Body',
            dataIndex: 'emailBody',
            key: 'emailBody',
            minWidth: 180,
            render: (text: string) => <FullTextCell text={text} max={MESSAGING_CELL_CUT} title="Body" />,
          },
          { title: 'Language', dataIndex: 'language', key: 'language', minWidth: 90 },
          send.kind,
        ]}
      />
      <RecipientsDrawer source={open && emailRecipients(open)} onClose={() => setOpen(null)} />
    </>
  );
}
