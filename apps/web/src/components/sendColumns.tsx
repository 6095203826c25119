import type { ColumnType } from 'antd/es/table';
import { sendKindLabel, type SendStatus } from '@orrery/contract';
import { formatDateTime } from '../lib/format';
import { ReachedCell } from './ReachedCell';
import { recipientsColumn } from './RecipientsDrawer';
import { SendProgressCell } from './SendProgressCell';

/** What a push's or an e-mail's history row holds for the columns they share. */
export interface SendRow {
  createdAt: string;
  status: SendStatus;
  processedCount: number;
  totalUserCount: number;
  successfullyReachCount: number;
  demoCount: number;
  /** Pushes only: recipients the frequency cap held back. */
  cappedCount?: number;
  kind: string;
}

/**
 * The columns Notification History and E-mail History share, each with the width it needs (a narrow window
 * moves the last columns of a table into the row's detail): Sent, Progress, Reached, Recipients and Kind.
 */
export function sendColumns<Row extends SendRow>(openRecipients: (row: Row) => void) {
  const sent: ColumnType<Row> = {
    title: 'Sent',
    dataIndex: 'createdAt',
    key: 'createdAt',
    className: 'cell-nowrap',
    minWidth: 140,
    render: (at: string) => formatDateTime(at),
  };
  const progress: ColumnType<Row> = {
    title: 'Progress',
    key: 'status',
    minWidth: 140,
    render: (_, row) => <SendProgressCell row={row} />,
  };
  const reached: ColumnType<Row> = {
    title: 'Reached',
    key: 'reach',
    className: 'col-reach',
    minWidth: 120,
    render: (_, row) => (
      <ReachedCell
        reached={row.successfullyReachCount}
        total={row.totalUserCount}
        demo={row.demoCount}
        capped={row.cappedCount}
      />
    ),
  };
  const recipients: ColumnType<Row> = { ...recipientsColumn<Row>(openRecipients), minWidth: 110 };
  const kind: ColumnType<Row> = {
    title: 'Kind',
    dataIndex: 'kind',
    key: 'kind',
    className: 'col-kind',
    minWidth: 80,
    render: sendKindLabel,
  };
  return { sent, progress, reached, recipients, kind };
}
