import { useState } from 'react';
import { Button, Modal, Space, Tag } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { MESSAGING_CELL_CUT, pushMessages as m, type NotificationHistoryItem } from '@orrery/contract';
import { FullTextCell } from '../../../components/FullTextCell';
import { sendColumns, type StatusOptions } from '../../../components/sendColumns';
import { EMPTY_CELL } from '../../../lib/format';

/** The first two places as tags, then More... opening them all in a modal (with its empty text). */
function PlacesCell({ places, title, empty }: { places: string[]; title: string; empty: string }) {
  const [open, setOpen] = useState(false);
  if (!places.length) return <>{EMPTY_CELL}</>;
  return (
    <Space size={4} wrap>
      {places.slice(0, 2).map((p) => (
        <Tag key={p}>{p}</Tag>
      ))}
      {places.length >= 3 && (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setOpen(true)}>
          More...
        </Button>
      )}
      <Modal
        open={open}
        title={title}
        onCancel={() => setOpen(false)}
        footer={<Button onClick={() => setOpen(false)}>Close</Button>}
      >
        {places.length ? places.map((p) => <Tag key={p}>{p}</Tag>) : empty}
      </Modal>
    </Space>
  );
}

const groupsOf = (row: NotificationHistoryItem) =>
  row.allUser
    ? 'All'
    : [row.activeUser && 'Active', row.dormantUser && 'Dormant', row.inCompleteUser && 'Incomplete']
        .filter(Boolean)
        .join(', ') || (row.userIdCount ? `${row.userIdCount} user IDs` : EMPTY_CELL);

/**
 * Notification History, what a person looks for first (when, which, how far it got, whom it reached), then
 * the rest; each with the width it needs, so that a narrow window moves the last ones into the row's detail.
 * Texts cut at 35 with their modals.
 */
export function notificationColumns(
  openRecipients: (row: NotificationHistoryItem) => void,
  status: StatusOptions<NotificationHistoryItem> = {},
): ColumnType<NotificationHistoryItem>[] {
  const send = sendColumns<NotificationHistoryItem>(openRecipients, status);
  return [
    send.sent,
    {
      title: 'Notification Title',
      dataIndex: 'notificationTitle',
      key: 'notificationTitle',
      minWidth: 160,
      render: (text: string) => (
        <FullTextCell text={text || m.noTitle} max={MESSAGING_CELL_CUT} title="Notification Title" />
      ),
    },
    send.progress,
    send.reached,
    send.recipients,
    send.kind,

    {
      title: 'Notification Body',
      dataIndex: 'notificationBody',
      key: 'notificationBody',
      minWidth: 180,
      render: (text: string) => (
        <FullTextCell text={text} max={MESSAGING_CELL_CUT} title="Notification Body" />
      ),
    },
    { title: 'Users', key: 'groups', minWidth: 90, render: (_, row) => groupsOf(row) },
    {
      title: 'Language',
      dataIndex: 'language',
      key: 'language',
      minWidth: 90,
      render: (l: string | null) => l ?? EMPTY_CELL,
    },
    { title: 'Key', dataIndex: 'notificationKey', key: 'notificationKey', minWidth: 140 },
    {
      title: 'Description',
      dataIndex: 'notificationDescription',
      key: 'notificationDescription',
      minWidth: 160,
      render: (text: string | null) => (
        <FullTextCell
          text={text || m.noDescription}
          max={MESSAGING_CELL_CUT}
          title="Notification Description"
        />
      ),
    },
    {
      title: 'Gender',
      dataIndex: 'gender',
      key: 'gender',
      minWidth: 80,
      render: (g: string[]) => (g.length ? g.join(', ') : EMPTY_CELL),
    },
    {
      title: 'Age',
      key: 'age',
      minWidth: 70,
      render: (_, row) => (row.fromAgeValue !== null ? `${row.fromAgeValue}–${row.toAgeValue}` : EMPTY_CELL),
    },
    ...(
      [
        ['City', 'cities', m.noCities],
        ['State', 'states', m.noStates],
        ['Country', 'countries', m.noCountries],
      ] as const
    ).map(([title, key, empty]): ColumnType<NotificationHistoryItem> => ({
      title,
      dataIndex: key,
      key,
      minWidth: 140,
      render: (p: string[]) => <PlacesCell places={p} title={title} empty={empty} />,
    })),
  ];
}
