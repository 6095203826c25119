import { useState } from 'react';
import type { NotificationHistoryItem } from '@orrery/contract';
import { PageHeader } from '../../../components/PageHeader';
import { FittingTable } from '../../../components/FittingTable';
import { RecipientsDrawer } from '../../../components/RecipientsDrawer';
import { CancelSend, isCancellable } from '../../../components/schedule/CancelSend';
import { useSendOptions } from '../../../components/schedule/api';
import { useSendRefresh } from '../../../components/useSendRefresh';
import { useList } from '../../../lib/list/useList';
import { pushKeys, pushRecipients, useCancelNotification } from './api';
import { notificationColumns } from './notificationColumns';
import { notificationList } from './list';

/**
 * /notification-list: the pushes sent, newest first; rows still sending (or waiting for their next time
 * zones) refresh every 1.5 s, and a scheduled or waiting push can be cancelled from its status. Each row's
 * Recipients opens the members it went to with each one's outcome and reason (no device, a refused token).
 * The columns that do not fit the window move into each row's detail.
 */
export function NotificationHistoryPage() {
  const list = useList(notificationList);
  const [open, setOpen] = useState<NotificationHistoryItem | null>(null);
  const zone = useSendOptions().data?.timeZone;
  const cancel = useCancelNotification();
  useSendRefresh(list.table.dataSource, pushKeys.all);
  const action = (row: NotificationHistoryItem) =>
    isCancellable(row.status) && <CancelSend cancel={() => cancel.mutateAsync(row._id)} />;
  return (
    <>
      <PageHeader title="Notification History" breadcrumb={[{ title: 'Notification History' }]} />
      <FittingTable
        {...list.table}
        size="small"
        bordered
        columns={notificationColumns(setOpen, { zone, action })}
        locale={list.locale('No notification sent yet')}
      />
      <RecipientsDrawer source={open && pushRecipients(open)} onClose={() => setOpen(null)} />
    </>
  );
}
