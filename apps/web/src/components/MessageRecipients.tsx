import { useState } from 'react';
import { Drawer, Input, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { RecipientItem } from '@orrery/contract';
import { formatDateTime } from '../lib/format';
import { loadLocale } from '../lib/list/useList';
import { RECIPIENTS_PAGE, type RecipientsSource } from './recipientsSource';

const statusColor: Record<RecipientItem['status'], string> = {
  sent: 'green',
  failed: 'red',
  no_device: 'orange',
  capped: 'purple',
  cancelled: 'default',
  interrupted: 'orange',
  pending: 'default',
  sending: 'blue',
};

const statusText: Partial<Record<RecipientItem['status'], string>> = {
  no_device: 'no device',
  capped: 'held back by the cap',
  cancelled: 'Cancelled',
};

/** The recipients drawer's content (RecipientsDrawer loads it when it first opens). */
export function MessageRecipients({
  source,
  onClose,
}: {
  source: RecipientsSource | null;
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const recipients = useQuery({
    queryKey: [...(source?.queryKey ?? ['recipients']), page, search],
    queryFn: ({ signal }) => source!.fetchPage((page - 1) * RECIPIENTS_PAGE, search, signal),
    enabled: !!source,
    refetchInterval: source?.refresh ? 1500 : false,
  });
  return (
    <Drawer open={!!source} onClose={onClose} size={720} title={source?.title ?? ''} destroyOnHidden>
      <Input.Search
        aria-label="Search recipients"
        placeholder="User ID or e-mail"
        allowClear
        onSearch={(text) => {
          setSearch(text.trim());
          setPage(1);
        }}
        style={{ marginBottom: 12, maxWidth: 360 }}
      />
      <Table<RecipientItem>
        rowKey="_id"
        size="small"
        loading={recipients.isLoading}
        dataSource={recipients.data?.item ?? []}
        pagination={{
          current: page,
          pageSize: RECIPIENTS_PAGE,
          total: recipients.data?.pagination.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        locale={loadLocale(recipients, 'No recipient found', 'The recipients')}
        columns={[
          { title: 'User ID', dataIndex: '_id', key: '_id' },
          { title: 'E-mail', dataIndex: 'identifier', key: 'identifier' },
          {
            title: 'Outcome',
            dataIndex: 'status',
            key: 'status',
            render: (s: RecipientItem['status']) => <Tag color={statusColor[s]}>{statusText[s] ?? s}</Tag>,
          },
          { title: 'Reason', dataIndex: 'error', key: 'error', render: (e: string | null) => e ?? '' },
          {
            title: 'At',
            dataIndex: 'modifiedAt',
            key: 'modifiedAt',
            render: (at: string) => formatDateTime(at),
          },
        ]}
      />
    </Drawer>
  );
}
