import { useState } from 'react';
import { Button, Modal, Progress, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  MESSAGING_CELL_CUT,
  pushMessages as m,
  sendKindLabel,
  type NotificationHistoryItem,
} from '@orrery/contract';
import { FullTextCell } from '../../components/FullTextCell';
import { ReachedCell } from '../../components/ReachedCell';
import { EMPTY_CELL, formatDateTime } from '../../lib/format';

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

/** queued, sending (a bar), done: with reached / total. */
export function ProgressCell({
  row,
}: {
  row: Pick<NotificationHistoryItem, 'status' | 'processedCount' | 'totalUserCount'>;
}) {
  if (row.status === 'queued') return <Tag>queued</Tag>;
  if (row.status === 'sending') {
    const percent = row.totalUserCount ? Math.floor((row.processedCount / row.totalUserCount) * 100) : 0;
    return (
      <Progress
        className="send-progress"
        percent={percent}
        size="small"
        status="active"
        style={{ width: 140 }}
      />
    );
  }
  return <Tag color={row.status === 'done' ? 'green' : 'red'}>{row.status}</Tag>;
}

const groupsOf = (row: NotificationHistoryItem) =>
  row.allUser
    ? 'All'
    : [row.activeUser && 'Active', row.dormantUser && 'Dormant', row.inCompleteUser && 'Incomplete']
        .filter(Boolean)
        .join(', ') || (row.userIdCount ? `${row.userIdCount} user IDs` : EMPTY_CELL);

/** Notification History: texts cut at 35 with their modals, the audience, progress and counts. */
export const notificationColumns: ColumnsType<NotificationHistoryItem> = [
  { title: 'Sent', dataIndex: 'createdAt', key: 'createdAt', render: (at: string) => formatDateTime(at) },
  { title: 'Kind', dataIndex: 'kind', key: 'kind', className: 'col-kind', render: sendKindLabel },
  {
    title: 'Notification Title',
    dataIndex: 'notificationTitle',
    key: 'notificationTitle',
    render: (text: string) => (
      <FullTextCell text={text || m.noTitle} max={MESSAGING_CELL_CUT} title="Notification Title" />
    ),
  },
  {
    title: 'Notification Body',
    dataIndex: 'notificationBody',
    key: 'notificationBody',
    render: (text: string) => <FullTextCell text={text} max={MESSAGING_CELL_CUT} title="Notification Body" />,
  },
  {
    title: 'Description',
    dataIndex: 'notificationDescription',
    key: 'notificationDescription',
    render: (text: string | null) => (
      <FullTextCell
        text={text || m.noDescription}
        max={MESSAGING_CELL_CUT}
        title="Notification Description"
      />
    ),
  },
  { title: 'Key', dataIndex: 'notificationKey', key: 'notificationKey' },
  { title: 'Users', key: 'groups', render: (_, row) => groupsOf(row) },
  {
    title: 'Language',
    dataIndex: 'language',
    key: 'language',
    render: (l: string | null) => l ?? EMPTY_CELL,
  },
  {
    title: 'Gender',
    dataIndex: 'gender',
    key: 'gender',
    render: (g: string[]) => (g.length ? g.join(', ') : EMPTY_CELL),
  },
  {
    title: 'Age',
    key: 'age',
    render: (_, row) => (row.fromAgeValue !== null ? `${row.fromAgeValue}–${row.toAgeValue}` : EMPTY_CELL),
  },
  {
    title: 'City',
    dataIndex: 'cities',
    key: 'cities',
    render: (p: string[]) => <PlacesCell places={p} title="City" empty={m.noCities} />,
  },
  {
    title: 'State',
    dataIndex: 'states',
    key: 'states',
    render: (p: string[]) => <PlacesCell places={p} title="State" empty={m.noStates} />,
  },
  {
    title: 'Country',
    dataIndex: 'countries',
    key: 'countries',
    render: (p: string[]) => <PlacesCell places={p} title="Country" empty={m.noCountries} />,
  },
  { title: 'Progress', key: 'status', render: (_, row) => <ProgressCell row={row} /> },
  {
    title: 'Reached',
    key: 'reach',
    className: 'col-reach',
    render: (_, row) => (
      <ReachedCell reached={row.successfullyReachCount} total={row.totalUserCount} demo={row.demoCount} />
    ),
  },
];
