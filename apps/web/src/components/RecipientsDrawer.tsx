import { useState } from 'react';
import { Button, Drawer, Input, Table, Tag } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import type { RecipientItem, RecipientListAnswer } from '@orrery/contract';
import { formatDateTime } from '../lib/format';
import { loadLocale } from '../lib/list/useList';

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

export const RECIPIENTS_PAGE = 10;

/** A history table's column of Recipients buttons, each opening its row's recipients (`open(row)`). */
export function recipientsColumn<Row>(open: (row: Row) => void): ColumnType<Row> {
  return {
    title: 'Recipients',
    key: 'recipients',
    render: (_, row) => (
      <Button size="small" onClick={() => open(row)}>
        Recipients
      </Button>
    ),
  };
}

export interface RecipientsSource {
  /** The drawer's title, e.g. `Recipients: <subject>`. */
  title: string;
  /** The query key of the message's recipients; the page and search are added to it. */
  queryKey: readonly unknown[];
  /** One page of recipients from `skip`, searched on the member id or the e-mail. */
  fetchPage(skip: number, search: string, signal: AbortSignal): Promise<RecipientListAnswer>;
  /** Read again every 1.5 s (the message is still being sent, or waits for its next time zones). */
  refresh: boolean;
}

/**
 * The recipients of one e-mail or push with what happened to each copy and why; search on id or e-mail.
 * Open while `source` is set; each message opens on its first page, unsearched.
 */
export function RecipientsDrawer(props: { source: RecipientsSource | null; onClose: () => void }) {
  return <MessageRecipients key={props.source?.queryKey.join('/') ?? ''} {...props} />;
}

function MessageRecipients({ source, onClose }: { source: RecipientsSource | null; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const recipients = useQuery({
    queryKey: [...(source?.queryKey ?? ['recipients']), page, search],
    queryFn: ({ signal }) => source!.fetchPage((page - 1) * RECIPIENTS_PAGE, search, signal),
    enabled: !!source,
    refetchInterval: source?.refresh ? 1500 : false,
  });
  return (
    <Drawer open={!!source} onClose={onClose} width={720} title={source?.title ?? ''} destroyOnHidden>
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
