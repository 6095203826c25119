import { useState } from 'react';
import { Drawer, Input, Table, Tag } from 'antd';
import type { EmailHistoryItem, RecipientItem } from '@orrery/contract';
import { formatDateTime } from '../../lib/format';
import { useRecipients } from './api';
import { loadLocale } from '../../lib/list/useList';

const statusColor: Record<string, string> = {
  sent: 'green',
  failed: 'red',
  interrupted: 'orange',
  pending: 'default',
  sending: 'blue',
};

/** The recipients of one e-mail with what happened to each copy; search on id or address. */
export function RecipientsDrawer({
  email,
  onClose,
}: {
  email: EmailHistoryItem | null;
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const busy = email?.status === 'queued' || email?.status === 'sending';
  const recipients = useRecipients(email?._id, page, search, busy);
  return (
    <Drawer
      open={!!email}
      onClose={onClose}
      width={720}
      title={email ? `Recipients: ${email.emailSubject}` : ''}
      destroyOnHidden
    >
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
          pageSize: 10,
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
            render: (s: string) => <Tag color={statusColor[s]}>{s}</Tag>,
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
