import { useEffect } from 'react';
import { Table } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../components/PageHeader';
import { useList } from '../../lib/list/useList';
import { pushKeys } from './api';
import { notificationColumns } from './notificationColumns';
import { notificationList } from './list';

/** /notification-list: the pushes sent, newest first; rows still sending refresh every 1.5 s. */
export function NotificationHistoryPage() {
  const list = useList(notificationList);
  const client = useQueryClient();
  const busy = list.table.dataSource?.some((row) => row.status === 'queued' || row.status === 'sending');
  useEffect(() => {
    if (!busy) return;
    const timer = setInterval(() => void client.invalidateQueries({ queryKey: pushKeys.all }), 1500);
    return () => clearInterval(timer);
  }, [busy, client]);
  return (
    <>
      <PageHeader title="Notification History" breadcrumb={[{ title: 'Notification History' }]} />
      <Table
        {...list.table}
        size="small"
        bordered
        columns={notificationColumns}
        locale={list.locale('No notification sent yet')}
      />
    </>
  );
}
