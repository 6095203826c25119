import { useEffect, useState } from 'react';
import type { NotificationHistoryItem } from '@orrery/contract';
import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../../components/PageHeader';
import { FittingTable } from '../../../components/FittingTable';
import { RecipientsDrawer } from '../../../components/RecipientsDrawer';
import { useList } from '../../../lib/list/useList';
import { pushKeys, pushRecipients } from './api';
import { notificationColumns } from './notificationColumns';
import { notificationList } from './list';

/**
 * /notification-list: the pushes sent, newest first; rows still sending refresh every 1.5 s. Each row's
 * Recipients opens the members it went to with each one's outcome and reason (no device, a refused token).
 * The columns that do not fit the window move into each row's detail.
 */
export function NotificationHistoryPage() {
  const list = useList(notificationList);
  const client = useQueryClient();
  const [open, setOpen] = useState<NotificationHistoryItem | null>(null);
  const busy = list.table.dataSource?.some((row) => row.status === 'queued' || row.status === 'sending');
  useEffect(() => {
    if (!busy) return;
    const timer = setInterval(() => void client.invalidateQueries({ queryKey: pushKeys.all }), 1500);
    return () => clearInterval(timer);
  }, [busy, client]);
  return (
    <>
      <PageHeader title="Notification History" breadcrumb={[{ title: 'Notification History' }]} />
      <FittingTable
        {...list.table}
        size="small"
        bordered
        columns={notificationColumns(setOpen)}
        locale={list.locale('No notification sent yet')}
      />
      <RecipientsDrawer source={open && pushRecipients(open)} onClose={() => setOpen(null)} />
    </>
  );
}
